/// One step of the schema's history. Steps are never edited once shipped; a change is a new step.
package struct PostgreSQLMigration: MigrationStep {
    /// The step's number: steps run in increasing order, each once per database.
    package let version: Int
    /// A few words saying what the step does, recorded beside its version.
    package let name: String
    /// Plain SQL, run as one script inside the step's transaction.
    package let sql: String

    package init(version: Int, name: String, sql: String) {
        self.version = version
        self.name = name
        self.sql = sql
    }
}
