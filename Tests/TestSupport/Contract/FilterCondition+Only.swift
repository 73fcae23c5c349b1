import Domain

// `.only(value)`: the filter condition that selects exactly `value`, spelled the same whether the
// field is required (its condition is the value itself) or optional (`OptionalMatch.equals`), so
// a generated contract states "only this case" once for either.

extension OptionalMatch {
    /// Only entities whose value equals `value`.
    static func only(_ value: Value) -> Self { .equals(value) }
}

extension FieldEnum {
    /// Only entities holding `value`: a required field's condition is the case itself.
    static func only(_ value: Self) -> Self { value }
}
