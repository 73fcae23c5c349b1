/// One step of the schema's history. Steps are never edited once shipped; a change is a new step.
struct PostgreSQLMigration: MigrationStep {
    /// The step's number: steps run in increasing order, each once per database.
    let version: Int
    /// A few words saying what the step does, recorded beside its version.
    let name: String
    /// Plain SQL, run as one script inside the step's transaction.
    let sql: String
}
