import CSQLite
import Data
import Domain
import Foundation

extension DataStore {
    /// The SQLite database at `path`, the project's default store: created (with its parent
    /// folders) when missing, migrated to the current schema when older. A file written by a newer
    /// version of the app, or one that is not a SQLite database, is refused with `.storage` and
    /// left untouched.
    public static func sqlite(path: String) throws(DataSourceError) -> DataStore {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .storage(
                FailureEvidence("could not create the folder \(folder.path) for the database", underlying: error))
        }
        return DataStore(backend: try SQLiteStore.open(path: path))
    }
}

// Opening a store, in the order that keeps a file safe: read its format first (a file from a
// newer app, or one that is not a database, is refused before anything writes to it; even
// switching to WAL writes the header), then set the connection up, run the steps its tables lack
// (`SQLiteSchema`), check a file an earlier process found damaged, and open the reader.
extension SQLiteStore {
    /// How long a statement waits for another connection's lock: long enough to queue behind
    /// another process's batch write instead of failing.
    static let busyTimeoutMilliseconds: Int32 = 10_000

    /// Opens, creating it when missing, the database file at `path`, migrated to the newest
    /// schema: the writer, then the read-only reader, each on its own connection.
    static func open(
        path: String, busyTimeoutMilliseconds: Int32 = busyTimeoutMilliseconds
    ) throws(DataSourceError) -> SQLiteStore {
        try refuseIfNotARegularFile(path)
        do throws(SQLiteError) {
            let writer = try SQLiteConnection(path: path)
            writer.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
            let found = try SQLiteSchema.formatFound(on: writer)
            guard found <= SQLiteSchema.format else {
                throw SQLiteError(
                    extendedCode: SQLITE_ERROR,
                    message: MigrationCore.newerSchemaMessage(
                        "the database", found: found, newestKnown: SQLiteSchema.format))
            }
            try writer.execute("PRAGMA foreign_keys = ON")
            try switchToWAL(writer)
            // In WAL mode: consistent after a crash, at most the last commits lost to a power cut.
            try writer.execute("PRAGMA synchronous = NORMAL")
            try SQLiteSchema.createTables(on: writer)
            let unknownTables = try SQLiteSchema.unknownTables(on: writer)
            // A file an earlier process found damaged is checked whole: still damaged, it refuses writes.
            let damage = try isMarkedDamaged(writer) ? try SQLiteDamageMark.recheck(writer, path: path) : nil
            let reader = try SQLiteConnection(path: path, create: false)
            reader.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
            // It may only read, so that a bug cannot write through it.
            try reader.execute("PRAGMA query_only = ON")
            return SQLiteStore(
                writer: SQLiteWriter(session: SQLiteSession(connection: writer)),
                reader: SQLiteReader(session: SQLiteSession(connection: reader)), unknownTables: unknownTables,
                damage: damage.map { FailureEvidence($0.condition, underlying: $0) })
        } catch {
            let failure = error.on(database: path)
            throw .storage(FailureEvidence(failure.condition, underlying: failure))
        }
    }

    /// Whether an earlier process marked the file damaged (``SQLiteDamageMark``). Read here, on
    /// every open, so that the rest of the damage handling is reached only by a damaged file.
    private static func isMarkedDamaged(_ connection: SQLiteConnection) throws(SQLiteError) -> Bool {
        try connection.pragmaInteger("PRAGMA application_id") == SQLiteDamageMark.applicationID
    }

    /// Puts the file in WAL mode, waiting on the busy timeout, as any write does, for another
    /// process switching the same new file at the same moment.
    ///
    /// The switch writes the file header in a transaction that starts as a read. When another
    /// connection holds the write lock meanwhile, SQLite refuses that upgrade at once instead of
    /// calling the busy handler: the other writer may be waiting for this reader's lock to go,
    /// and both would wait forever. So after that refusal this connection waits for the lock the
    /// way every write does, with a `BEGIN IMMEDIATE` transaction (a write from its start), lets
    /// it go, and switches again: by then the other process has written the header, and the
    /// file is in WAL already.
    private static func switchToWAL(_ connection: SQLiteConnection) throws(SQLiteError) {
        do {
            try connection.execute("PRAGMA journal_mode = WAL")
        } catch  where error.isBusy {
            try connection.writeTransaction { () throws(SQLiteError) in }
            try connection.execute("PRAGMA journal_mode = WAL")
        }
    }

    /// Refuses a path that exists and is not a regular file (after following symbolic links):
    /// SQLite would open `/dev/null` or a FIFO and then create `/dev/null-journal` beside it.
    private static func refuseIfNotARegularFile(_ path: String) throws(DataSourceError) {
        var info = stat()
        // Missing, it will be created.
        guard stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG else { return }
        let kinds = [
            S_IFDIR: "a folder", S_IFCHR: "a character device", S_IFBLK: "a block device",
            S_IFIFO: "a named pipe (FIFO)", S_IFSOCK: "a socket",
        ]
        let kind = kinds[info.st_mode & S_IFMT] ?? "not a regular file"
        throw .storage(
            FailureEvidence(
                "\(path) is \(kind), not a database file; give the path of a database file (it is created when missing)"
            ))
    }
}
