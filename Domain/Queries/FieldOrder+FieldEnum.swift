extension FieldOrder {
    /// An enum field's cases by name, code point by code point: the order of their text column
    /// in SQLite (binary) and PostgreSQL (`COLLATE "C"`), so every store sorts them alike.
    public static func compare<Value: FieldEnum>(_ lhs: Value, _ rhs: Value) -> Int {
        lhs.rawValue.unicodeScalars.lexicographicallyPrecedes(rhs.rawValue.unicodeScalars)
            ? -1 : (lhs == rhs ? 0 : 1)
    }
}
