/// One step of the schema's history. Steps are never edited once shipped; a change is a new step.
struct PostgreSQLMigration: Sendable {
    /// The step's number: steps run in increasing order, each once per database.
    let version: Int
    /// A few words saying what the step does, recorded beside its version.
    let name: String
    /// Plain SQL, run as one script inside the step's transaction.
    let sql: String
}

/// Why a database could not be brought to the current schema.
enum PostgreSQLMigrationError: Error, Sendable, CustomStringConvertible {
    /// The database was migrated by a newer version of the app; nothing was changed.
    case newerSchema(found: Int, newestKnown: Int)
    /// The steps given are not in strictly increasing version order from 1 (a programming error).
    case misordered(versions: [Int])
    /// PostgreSQL failed; the step that failed, and every later one, was not recorded.
    case postgres(PostgreSQLError)

    var description: String {
        switch self {
        case .newerSchema(let found, let newestKnown):
            "the database has schema version \(found), newer than \(newestKnown), the newest this version knows; "
                + "it was migrated by a newer version of the app and was left untouched"
        case .misordered(let versions):
            "migration versions must increase from 1, found \(versions.map(String.init).joined(separator: ", "))"
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
        let versions = migrations.map(\.version)
        guard versions.first.map({ $0 >= 1 }) ?? true, zip(versions, versions.dropFirst()).allSatisfy({ $0 < $1 })
        else { throw .misordered(versions: versions) }
        do {
            _ = try connection.query("SELECT pg_advisory_lock($1)", [.int64(Self.lockKey)])
        } catch {
            throw .postgres(error)
        }
        defer { _ = try? connection.query("SELECT pg_advisory_unlock($1)", [.int64(Self.lockKey)]) }
        let applied = try appliedVersions(connection)
        if let found = applied.max(), found > newestVersion {
            throw .newerSchema(found: found, newestKnown: newestVersion)
        }
        var ran: [Int] = []
        for migration in migrations where !applied.contains(migration.version) {
            try connection.transaction { () throws(PostgreSQLMigrationError) in
                do throws(PostgreSQLError) {
                    try connection.execute(migration.sql)
                    _ = try connection.query(
                        "INSERT INTO \(Self.table) (version, name) VALUES ($1, $2)",
                        [.int(migration.version), .text(migration.name)])
                } catch {
                    throw .postgres(error)
                }
            }
            ran.append(migration.version)
        }
        return ran
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
