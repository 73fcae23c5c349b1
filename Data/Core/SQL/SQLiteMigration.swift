/// One numbered step of a table's history (`SQLiteTableVersions`): the SQL that takes the
/// table from step `version - 1` to `version`. Steps are never edited once shipped; a change is
/// a new step.
package struct SQLiteMigration: Sendable {
    /// The step's number: 1 creates the table, each later one follows the one before.
    package let version: Int
    /// Plain SQL, run as one script.
    package let sql: String

    package init(version: Int, sql: String) {
        self.version = version
        self.sql = sql
    }
}
