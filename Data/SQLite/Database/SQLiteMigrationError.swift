import Data

/// Why a database could not be opened at the store's format (``SQLiteSchema/format``).
enum SQLiteMigrationError: Error, Sendable, CustomStringConvertible {
    /// The file was written by a newer version of the app; it was not changed.
    case newerSchema(found: Int, newestKnown: Int)
    /// SQLite failed (including SQLITE_NOTADB for a file that is not a database).
    case sqlite(SQLiteError)

    var description: String {
        switch self {
        case .newerSchema(let found, let newestKnown):
            MigrationCore.newerSchemaMessage("the database", found: found, newestKnown: newestKnown)
        case .sqlite(let error): error.description
        }
    }
}

extension SQLiteMigrationError: SQLiteErrorConvertible {
    init(sqliteError error: SQLiteError) {
        self = .sqlite(error)
    }
}
