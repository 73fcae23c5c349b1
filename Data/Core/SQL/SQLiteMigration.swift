/// One step of the schema's history: the SQL that takes a database from `version - 1` to
/// `version`. Steps are never edited once shipped; a change is a new step.
package struct SQLiteMigration: MigrationStep {
    /// The `PRAGMA user_version` this step leaves the database at.
    package let version: Int
    /// Plain SQL, run as one script.
    package let sql: String

    package init(version: Int, sql: String) {
        self.version = version
        self.sql = sql
    }
}
