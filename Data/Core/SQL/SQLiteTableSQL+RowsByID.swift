// Each statement here is written once for both dialects (`?1` or `$1`); a bare name is SQLite's.
extension SQLiteTableSQL {
    package static var selectByID: String { selectByID(in: .sqlite) }
    package static func selectByID(in dialect: SQLDialect) -> String {
        "SELECT \(columnList) FROM \(table) WHERE \"id\" = \(dialect.parameter(1))"
    }

    /// The rows whose id text is at least `?1` and below `?2`, in id order, at most `?3`: a
    /// range of the primary key's index, which an id prefix is (see `SQLiteSession.fetch(idPrefix:)`).
    package static var selectByIDRange: String { selectByIDRange(in: .sqlite) }
    package static func selectByIDRange(in dialect: SQLDialect) -> String {
        let (low, high, limit) = (dialect.parameter(1), dialect.parameter(2), dialect.parameter(3))
        return
            "SELECT \(columnList) FROM \(table) WHERE \"id\" >= \(low) AND \"id\" < \(high) ORDER BY \"id\" LIMIT \(limit)"
    }

    /// The time-ordered rows whose id's last group is at least `?1` and below `?2`, in id
    /// order, at most `?3`: a range of the partial index on that group, which is how a
    /// time-ordered id is shown and typed (see `IDPrefix`).
    package static var selectByIDTailRange: String { selectByIDTailRange(in: .sqlite) }
    package static func selectByIDTailRange(in dialect: SQLDialect) -> String {
        let (low, high, limit) = (dialect.parameter(1), dialect.parameter(2), dialect.parameter(3))
        return
            "SELECT \(columnList) FROM \(table) WHERE \(isTimeOrdered) AND \(idTail) >= \(low) AND \(idTail) < \(high) "
            + "ORDER BY \"id\" LIMIT \(limit)"
    }

    /// Sets every column but `id` and `created_at`, by the parameter `bind(to:)` gives it.
    package static var update: String {
        let assignments = Schema.columns.enumerated()
            .filter { $0.element.name != "id" && $0.element.name != "created_at" }
            .map { "\(quoted($0.element.name)) = ?\($0.offset + 1)" }
        return "UPDATE \(table) SET \(assignments.joined(separator: ", ")) WHERE \"id\" = ?1 RETURNING \"created_at\""
    }
    package static var delete: String { delete(in: .sqlite) }
    package static func delete(in dialect: SQLDialect) -> String {
        "DELETE FROM \(table) WHERE \"id\" = \(dialect.parameter(1))"
    }

    /// How many rows refer to `?1` through `column`.
    package static func countReferring(by column: String, in dialect: SQLDialect = .sqlite) -> String {
        "SELECT count(*) FROM \(table) WHERE \(quoted(column)) = \(dialect.parameter(1))"
    }
}
