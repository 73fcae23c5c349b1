import Domain

/// A sort as SQL sees it: the column it orders by, how, and which way. The ORDER BY terms and
/// the condition of a keyset page (``/Domain/Page/after``) are both derived from it, once for
/// every entity, so the two cannot disagree (the keyset page's, which a first page never needs,
/// in `SQLKeysetPage.swift`).
package struct SQLSortKey: Sendable {
    /// The column, unquoted.
    let column: String
    let direction: SortDirection
    /// Whether text is ordered ignoring case (``SQLDialect/ignoringCase(_:)``).
    let ignoringCase: Bool
    /// Whether the column may be NULL: rows without a value come last in either direction.
    let optional: Bool

    /// Orders by `column` in `direction`, then by id ascending.
    package init(_ column: String, _ direction: SortDirection, ignoringCase: Bool = false, optional: Bool = false) {
        self.column = column
        self.direction = direction
        self.ignoringCase = ignoringCase
        self.optional = optional
    }

    /// The ORDER BY terms in `dialect`: the key (missing values last: `IS NULL` first), then the
    /// id ascending whatever the direction, as Domain's reference order does.
    package func orderBy(in dialect: SQLDialect) -> String {
        let key = optional ? "\(quoted(column)) IS NULL, \(value(in: dialect))" : value(in: dialect)
        return direction.orderBy(key)
    }

    /// The key's column as it is compared: ignoring case when the sort says so.
    func value(in dialect: SQLDialect) -> String {
        ignoringCase ? dialect.ignoringCase(quoted(column)) : quoted(column)
    }
}

extension SortDirection {
    /// The ORDER BY terms for `key` in this direction, then the id ascending whatever the
    /// direction, as Domain's reference order breaks ties.
    func orderBy(_ key: String) -> String {
        "\(key) \(self == .ascending ? "ASC" : "DESC"), \"id\" ASC"
    }
}
