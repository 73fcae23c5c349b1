import Data

/// Why a database could not be brought to the current schema.
enum PostgreSQLMigrationError: Error, Sendable, CustomStringConvertible {
    /// The database was migrated by a newer version of the app; nothing was changed.
    case newerSchema(found: Int, newestKnown: Int)
    /// A table's recorded steps are not the app's, or the app's are not numbered 1, 2, 3...
    /// (``MigrationCore/clash(in:recorded:steps:)`` says which and why); nothing was changed.
    case clashingSteps(String)
    /// PostgreSQL failed; nothing the open did was kept.
    case postgres(PostgreSQLError)

    var description: String {
        switch self {
        case .newerSchema(let found, let newestKnown):
            MigrationCore.newerSchemaMessage("the database", found: found, newestKnown: newestKnown)
        case .clashingSteps(let why): why
        case .postgres(let error): error.description
        }
    }
}

extension PostgreSQLMigrationError: PostgreSQLErrorConvertible {
    init(postgreSQLError error: PostgreSQLError) {
        self = .postgres(error)
    }
}
