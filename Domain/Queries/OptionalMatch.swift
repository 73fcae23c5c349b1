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

/// Equality of filter values as every store compares them.
public enum FilterEquality {
    /// Texts are equal when they have the same code points: SQL compares stored text byte by
    /// byte, so `"é"` and `"e\u{301}"`, which Swift's `==` takes as equal, are not.
    public static func sameText(_ lhs: String, _ rhs: String) -> Bool {
        lhs.unicodeScalars.elementsEqual(rhs.unicodeScalars)
    }
}
