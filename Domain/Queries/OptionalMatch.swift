/// A condition on an optional field in a generated entity's filter: any value or none, no
/// value, or exactly this value. `OptionalMatch<String>.isNil` selects the entities without one.
public enum OptionalMatch<Value: Hashable & Sendable>: Hashable, Sendable {
    /// Every entity, with a value or without.
    case any
    /// Only entities without a value.
    case isNil
    /// Only entities whose value equals this one.
    case equals(Value)

    /// Whether `value` meets the condition, comparing with `equal`.
    public func matches(_ value: Value?, by equal: (Value, Value) -> Bool) -> Bool {
        switch self {
        case .any: true
        case .isNil: value == nil
        case .equals(let wanted): value.map { equal($0, wanted) } ?? false
        }
    }

    /// Whether `value` meets the condition, comparing with `==`.
    public func matches(_ value: Value?) -> Bool {
        matches(value, by: ==)
    }
}
