/// One condition of a generated filter's WHERE clause, on one column: which comparison, not its
/// SQL, so that a filter's shape says the same for every dialect and each writes it with its
/// own parameters (``SQLPlaceholders``). Each takes one value, but `between`, which takes two, and
/// `anyContains`, one per column.
package enum SQLCondition: Hashable, Sendable {
    /// `"column" = ?`
    case equals(String)
    /// `"column" IS NULL`
    case isNull(String)
    /// `"column" >= ? AND "column" <= ?`
    case between(String)
    /// `"column" >= ?`
    case atLeast(String)
    /// `"column" <= ?`
    case atMost(String)
    /// `swift_contains("column", ?)`: contains, ignoring case (``SQLiteTextFunctions``).
    case contains(String)
    /// `(swift_contains("a", ?) OR swift_contains("b", ?)…)`: any of the columns contains the
    /// text, which is bound once per column.
    case anyContains([String])

    /// The condition in SQL, its values taken from `placeholders` in order.
    func sql(_ placeholders: inout SQLPlaceholders) -> String {
        switch self {
        case .equals(let column): "\(quoted(column)) = \(placeholders.next())"
        case .isNull(let column): "\(quoted(column)) IS NULL"
        case .between(let column):
            "\(quoted(column)) >= \(placeholders.next()) AND \(quoted(column)) <= \(placeholders.next())"
        case .atLeast(let column): "\(quoted(column)) >= \(placeholders.next())"
        case .atMost(let column): "\(quoted(column)) <= \(placeholders.next())"
        case .contains(let column): "\(SQLiteTextFunctions.containsFunction)(\(quoted(column)), \(placeholders.next()))"
        case .anyContains(let columns):
            "(" + columns.map { SQLCondition.contains($0).sql(&placeholders) }.joined(separator: " OR ") + ")"
        }
    }
}
