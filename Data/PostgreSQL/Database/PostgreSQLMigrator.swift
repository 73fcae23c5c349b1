import Data

/// Why a database could not be brought to the current schema.
enum PostgreSQLMigrationError: Error, Sendable, CustomStringConvertible {
    /// The database was migrated by a newer version of the app; nothing was changed.
    case newerSchema(found: Int, newestKnown: Int)
    /// The steps given are not in strictly increasing version order from 1 (a programming error).
    case misordered(versions: [Int])
    /// A table's recorded steps are not the app's (``MigrationCore/clash(in:recorded:steps:)``
    /// says which and why); nothing was changed.
    case clashingSteps(String)
    /// PostgreSQL failed; the step that failed, and every later one, was not recorded.
    case postgres(PostgreSQLError)

    var description: String {
        switch self {
        case .newerSchema(let found, let newestKnown):
            MigrationCore.newerSchemaMessage("the database", found: found, newestKnown: newestKnown)
        case .misordered(let versions):
            "migration versions must increase from 1, found \(versions.map(String.init).joined(separator: ", "))"
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

/// Brings a database to the newest schema, recording each step it ran in `schema_migrations`
/// (version, name, when), in the connection's first schema on `search_path`.
///
/// Each step runs in its own transaction with its record, so after a crash a step is either
/// wholly there and recorded or not there at all. Several processes starting at once take turns
/// through an advisory lock: the first runs the steps, the others find them recorded.
struct PostgreSQLMigrator: Sendable {
    /// Every step, in version order starting at 1.
    let migrations: [PostgreSQLMigration]

    /// The table the steps are recorded in.
    static let table = "schema_migrations"

    /// The advisory lock held while migrating: any constant, the same in every process.
    static let lockKey: Int64 = 0x6361_5F6D_6967  // "ca_mig"

    /// The version the newest step leaves a database at.
    var newestVersion: Int { migrations.last?.version ?? 0 }

    /// Runs every step the database lacks, and returns the versions it ran. Refuses, changing
    /// nothing, a database that records a version newer than the newest step.
    @discardableResult
    func migrate(_ connection: PostgreSQLConnection) throws(PostgreSQLMigrationError) -> [Int] {
        guard MigrationCore.isOrdered(migrations) else { throw .misordered(versions: migrations.map(\.version)) }
        return try MigrationCore.migrate(migrations, on: Target(migrator: self, connection: connection))
    }

    /// A PostgreSQL database as the migration core sees it: an advisory lock while migrating,
    /// and each step in a transaction of its own with its row in ``table``.
    private struct Target: MigrationTarget {
        let migrator: PostgreSQLMigrator
        let connection: PostgreSQLConnection

        func exclusively<T>(_ body: () throws(PostgreSQLMigrationError) -> T) throws(PostgreSQLMigrationError) -> T {
            do throws(PostgreSQLError) {
                _ = try connection.query("SELECT pg_advisory_lock($1)", [.int64(PostgreSQLMigrator.lockKey)])
            } catch {
                throw .postgres(error)
            }
            defer { _ = try? connection.query("SELECT pg_advisory_unlock($1)", [.int64(PostgreSQLMigrator.lockKey)]) }
            return try body()
        }

        func appliedVersions() throws(PostgreSQLMigrationError) -> Set<Int> {
            try migrator.appliedVersions(connection)
        }

        func apply(_ step: PostgreSQLMigration) throws(PostgreSQLMigrationError) {
            try connection.transaction { () throws(PostgreSQLMigrationError) in
                do throws(PostgreSQLError) {
                    try connection.execute(step.sql)
                    _ = try connection.query(
                        "INSERT INTO \(PostgreSQLMigrator.table) (version, name) VALUES ($1, $2)",
                        [.int(step.version), .text(step.name)])
                } catch {
                    throw .postgres(error)
                }
            }
        }

        func newerSchema(found: Int, newestKnown: Int) -> PostgreSQLMigrationError {
            .newerSchema(found: found, newestKnown: newestKnown)
        }
    }

    /// The versions recorded so far, creating the record table on a new database.
    func appliedVersions(_ connection: PostgreSQLConnection) throws(PostgreSQLMigrationError) -> Set<Int> {
        do {
            try connection.execute(
                """
                CREATE TABLE IF NOT EXISTS \(Self.table) (
                    version bigint PRIMARY KEY,
                    name text NOT NULL,
                    applied_at timestamptz NOT NULL DEFAULT now()
                )
                """)
            let rows = try connection.query("SELECT version FROM \(Self.table)")
            var versions: Set<Int> = []
            for row in 0..<rows.rowCount { versions.insert(try rows.decode(Int.self, row: row, column: 0)) }
            return versions
        } catch {
            throw .postgres(error)
        }
    }
}
