import Domain

// Differs from the template, which declares `extension Priority: WireFieldValue {}` and leaves the
// rest to FieldEnum: Priority's raw value is its rank, not its name, so it says here that it
// travels by name, read strictly (a name in another case is refused too).
extension Priority: WireFieldValue {
    /// The priority's name: `low`, `medium` or `high`.
    public var wireValue: String { name }

    /// The priority named `wire`, exactly; refused at `member` otherwise.
    public init(wireValue wire: String, member: String) throws(WireValueError) {
        guard let priority = Priority(name: wire), priority.name == wire else {
            throw WireValueError(member: member, "\(member) must be low, medium or high; got \"\(wire)\"")
        }
        self = priority
    }
}
