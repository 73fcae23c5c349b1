/// A member whose value decodes but means nothing (an enum name that is no case, a missing id):
/// the server answers it as 400 `invalid_field`, a client as a broken contract.
public struct WireValueError: Error, Equatable, Sendable {
    /// The member's wire name.
    public let member: String
    /// What is wrong and what it must be.
    public let message: String

    /// The error about `member`.
    public init(member: String, _ message: String) {
        self.member = member
        self.message = message
    }
}
