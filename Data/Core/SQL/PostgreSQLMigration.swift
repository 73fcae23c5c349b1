/// One numbered step of a table's history in PostgreSQL (`PostgreSQLTableVersions`). Steps
/// are never edited once shipped; a change is a new step.
package struct PostgreSQLMigration: Sendable {
    /// The step's number: 1 creates the table, each later one follows the one before.
    package let version: Int
    /// A few words saying what the step does.
    package let name: String
    /// Plain SQL, run as one script inside the open's transaction.
    package let sql: String

    package init(version: Int, name: String, sql: String) {
        self.version = version
        self.name = name
        self.sql = sql
    }
}
