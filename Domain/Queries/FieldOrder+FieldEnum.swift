extension FieldOrder {
    /// An enum field's case names, code point by code point, as its sort key
    /// (``SortKey/caseName(_:)``) compares them: the order of their text column in SQLite
    /// (binary) and PostgreSQL (`COLLATE "C"`), so every store sorts them alike.
    public static func compareCaseNames(_ lhs: String, _ rhs: String) -> Int {
        lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars) ? -1 : (lhs == rhs ? 0 : 1)
    }
}
