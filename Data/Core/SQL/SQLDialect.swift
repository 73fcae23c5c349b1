/// What SQLite and PostgreSQL spell differently in the SQL both stores build from one table
/// description (``SQLiteTableSchema``): a parameter, a column's type, and a sort that ignores
/// case. Everything else (quoted identifiers, `swift_contains`, comparisons) is spelled alike.
package enum SQLDialect: Hashable, Sendable {
    case sqlite
    case postgreSQL

    /// Parameter `number` (from 1): `?1` or `$1`.
    func parameter(_ number: Int) -> String {
        switch self {
        case .sqlite: "?\(number)"
        case .postgreSQL: "$\(number)"
        }
    }

    /// The name of a column type: SQLite's own, or PostgreSQL's of the same range. Text compares
    /// byte by byte in both (`COLLATE "C"`), whatever the PostgreSQL database's locale.
    func typeName(_ type: SQLColumnType) -> String {
        switch (self, type) {
        case (.sqlite, .integer): "INTEGER"
        case (.sqlite, .real): "REAL"
        case (.sqlite, .text): "TEXT"
        case (.postgreSQL, .integer): "BIGINT"
        case (.postgreSQL, .real): "DOUBLE PRECISION"
        case (.postgreSQL, .text): #"TEXT COLLATE "C""#
        }
    }

    /// `column` (quoted) as a sort key ordered as ``TextMatching/compareIgnoringCase(_:_:)``:
    /// SQLite's registered collation (``SQLiteTextFunctions``), or the key function that
    /// `PostgreSQLSchema` creates.
    func ignoringCase(_ column: String) -> String {
        switch self {
        case .sqlite: "\(column) COLLATE \(SQLiteTextFunctions.ignoringCaseCollation)"
        case .postgreSQL: "\(Self.ignoringCaseKey)(\(column))"
        }
    }

    /// PostgreSQL's function that stands for SQLite's `swift_nocase` collation.
    static let ignoringCaseKey = "swift_nocase_key"
}
