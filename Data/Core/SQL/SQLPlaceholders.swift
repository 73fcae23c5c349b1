/// The parameters of one statement being written, numbered in its dialect's spelling as they
/// are asked for: a filter's WHERE clause takes one per value, in the order its binding binds
/// them, and whatever follows (a page) takes the next.
package struct SQLPlaceholders {
    let dialect: SQLDialect
    /// How many parameters were handed out.
    private(set) var count = 0

    package init(_ dialect: SQLDialect) {
        self.dialect = dialect
    }

    /// The next parameter: `?1`, then `?2`… (or `$1`…).
    package mutating func next() -> String {
        count += 1
        return dialect.parameter(count)
    }
}

// Beside the placeholders it numbers, since every query writes it (a filter without conditions
// too), while the conditions' own SQL (`SQLCondition.swift`) is needed only when there are some.
extension [SQLCondition] {
    /// ` WHERE ...` joining the conditions with AND, or nothing when there are none.
    func whereClause(_ placeholders: inout SQLPlaceholders) -> String {
        guard !isEmpty else { return "" }
        var terms: [String] = []
        for condition in self {
            terms.append(condition.sql(&placeholders))
        }
        return " WHERE " + terms.joined(separator: " AND ")
    }
}
