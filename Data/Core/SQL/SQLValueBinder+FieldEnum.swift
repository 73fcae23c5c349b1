import Domain

extension SQLValueBinder {
    /// Binds an enum field's case as its name, the text its column holds (``/Domain/FieldEnum``).
    package func bind<Value: FieldEnum>(_ value: Value, at index: Int32) throws(Failure) {
        try bind(value.rawValue, at: index)
    }
}
