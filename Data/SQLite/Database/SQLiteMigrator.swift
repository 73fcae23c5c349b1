import Data

/// Why a database could not be brought to the current schema.
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

/// Brings a database to the newest schema, tracking progress in `PRAGMA user_version`.
struct SQLiteMigrator: Sendable {
    /// Every step, in version order starting at 1.
    let migrations: [SQLiteMigration]

    /// The version the newest step leaves a database at.
    var newestVersion: Int { migrations.last?.version ?? 0 }

    /// Refuses a database from a newer version, only reading it. Call this before anything
    /// that writes (even `journal_mode=WAL` writes the header), so that such a file stays
    /// byte-for-byte as it was. A file that is not a database fails here too, unchanged.
    /// Returns the version found.
    @discardableResult
    func checkVersion(of connection: SQLiteConnection) throws(SQLiteMigrationError) -> Int {
        let found = try version(of: connection)
        guard found <= newestVersion else { throw .newerSchema(found: found, newestKnown: newestVersion) }
        return found
    }

    /// Runs every step the database lacks, all in one IMMEDIATE transaction: after a crash the
    /// database is either at its old version or at the newest, never in between.
    func migrate(_ connection: SQLiteConnection) throws(SQLiteMigrationError) {
        // Already at the newest step, the usual case: no step to run, so no write lock to take,
        // which a read-only command would otherwise wait for behind another process's write.
        // A database below it takes the lock and is read again under it, as before.
        guard try checkVersion(of: connection) < newestVersion else { return }
        _ = try MigrationCore.migrate(migrations, on: Target(migrator: self, connection: connection))
    }

    /// A SQLite database as the migration core sees it: one write transaction for every step,
    /// and `PRAGMA user_version` as the newest step run.
    private struct Target: MigrationTarget {
        let migrator: SQLiteMigrator
        let connection: SQLiteConnection

        func exclusively<T>(_ body: () throws(SQLiteMigrationError) -> T) throws(SQLiteMigrationError) -> T {
            try connection.writeTransaction(body)
        }

        func appliedVersions() throws(SQLiteMigrationError) -> Set<Int> {
            let current = try migrator.version(of: connection)
            return Set(migrator.migrations.map(\.version).filter { $0 <= current }).union(current > 0 ? [current] : [])
        }

        func apply(_ step: SQLiteMigration) throws(SQLiteMigrationError) {
            do throws(SQLiteError) {
                try connection.execute(step.sql)
                // A pragma takes no parameters; the value is our own integer constant.
                try connection.execute("PRAGMA user_version = \(step.version)")
            } catch {
                throw .sqlite(error)
            }
        }

        func newerSchema(found: Int, newestKnown: Int) -> SQLiteMigrationError {
            .newerSchema(found: found, newestKnown: newestKnown)
        }
    }

    fileprivate func version(of connection: SQLiteConnection) throws(SQLiteMigrationError) -> Int {
        do {
            return Int(try connection.pragmaInteger("PRAGMA user_version"))
        } catch {
            throw .sqlite(error)
        }
    }
}
