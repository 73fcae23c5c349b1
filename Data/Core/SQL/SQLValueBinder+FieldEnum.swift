import Domain

extension SQLValueBinder {
    /// Binds an enum field's case as its name, the text its column holds (``/Domain/FieldEnum``).
    package func bind<Value: FieldEnum>(_ value: Value, at index: Int32) throws(Failure)
    where Value.RawValue == String {
        try bind(value.rawValue, at: index)
    }

    /// Binds a ranked enum field's case as its rank, the number its column holds
    /// (``/Domain/RankedFieldEnum``).
    package func bind<Value: RankedFieldEnum>(_ value: Value, at index: Int32) throws(Failure) {
        try bind(Int64(value.rawValue), at: index)
    }
}
