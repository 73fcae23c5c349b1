extension FieldOrder {
    /// An enum field's cases by name, code point by code point: the order of their text column
    /// in SQLite (binary) and PostgreSQL (`COLLATE "C"`), so every store sorts them alike.
    public static func compare<Value: FieldEnum>(_ lhs: Value, _ rhs: Value) -> Int {
        compareCaseNames(lhs.rawValue, rhs.rawValue)
    }

    /// Two case names, code point by code point: how an enum field and a page cursor's
    /// ``SortKey/caseName(_:)`` compare.
    public static func compareCaseNames(_ lhs: String, _ rhs: String) -> Int {
        lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars) ? -1 : (lhs == rhs ? 0 : 1)
    }
}
