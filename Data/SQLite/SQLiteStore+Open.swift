import Data
import Domain
import Foundation

extension SQLiteStore {
    /// How many read-only connections a file database gets: enough for a query to run beside a
    /// lookup on a small machine, few enough to keep memory (a page cache each) modest.
    static let readerCount = 2

    /// Opens, creating it when missing, the database file at `path`, migrated to the newest
    /// schema. A file from a newer app version, or one that is not a database, is refused
    /// before anything is written to it.
    static func open(
        path: String, configuration: SQLiteConfiguration = .standard
    ) throws(DataSourceError)
        -> SQLiteStore
    {
        try refuseIfNotARegularFile(path)
        let writer = try opening(path) { () throws(SQLiteError) in
            try SQLiteConnection(path: path)
        }
        try opening(path) { () throws(SQLiteError) in
            writer.setBusyTimeout(milliseconds: configuration.busyTimeoutMilliseconds)
        }
        try migrating(path) { () throws(SQLiteMigrationError) in
            // Reads only: a newer or foreign file is refused before any setting writes to it.
            try SQLiteSchema.checkFormat(of: writer)
        }
        try opening(path) { () throws(SQLiteError) in
            try writer.applyConnectionSettings(configuration)
            try writer.applyWriterSettings()
        }
        try opening(path) { () throws(SQLiteError) in try SQLiteSchema.createTables(on: writer) }
        let unknownTables = try opening(path) { () throws(SQLiteError) in try SQLiteSchema.unknownTables(on: writer) }
        // A file an earlier process found damaged is checked whole: still damaged, it refuses writes.
        let damage = try opening(path) { () throws(SQLiteError) -> SQLiteError? in
            try SQLiteDamageMark.isMarked(writer) ? try SQLiteDamageMark.recheck(writer, path: path) : nil
        }
        let writerSession = try opening(path) { () throws(SQLiteError) in try SQLiteSession(connection: writer) }
        var readers: [SQLiteReader] = []
        for _ in 1...readerCount {
            let session = try opening(path) { () throws(SQLiteError) in
                let connection = try SQLiteConnection(path: path, create: false)
                try connection.applyConnectionSettings(configuration)
                try connection.applyReaderSettings()
                return try SQLiteSession(connection: connection)
            }
            readers.append(SQLiteReader(session: session))
        }
        return SQLiteStore(
            writer: SQLiteWriter(session: writerSession), readers: readers, unknownTables: unknownTables,
            damage: damage.map { FailureEvidence($0.condition, underlying: $0) })
    }

    /// Opens a new, empty database in memory: one connection, gone when the store is released.
    static func openInMemory() throws(DataSourceError) -> SQLiteStore {
        let path = ":memory:"
        let connection = try opening(path) { () throws(SQLiteError) in try SQLiteConnection(path: path) }
        try opening(path) { () throws(SQLiteError) in try connection.applyConnectionSettings(.standard) }
        try opening(path) { () throws(SQLiteError) in try SQLiteSchema.createTables(on: connection) }
        let session = try opening(path) { () throws(SQLiteError) in try SQLiteSession(connection: connection) }
        return SQLiteStore(writer: SQLiteWriter(session: session), readers: [])
    }

    /// Refuses a path that exists and is not a regular file (after following symbolic links):
    /// SQLite would open `/dev/null` or a FIFO and then create `/dev/null-journal` beside it.
    private static func refuseIfNotARegularFile(_ path: String) throws(DataSourceError) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }  // Missing: it will be created.
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: kind = "a folder"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFIFO: kind = "a named pipe (FIFO)"
        case S_IFSOCK: kind = "a socket"
        default: kind = "not a regular file"
        }
        throw .storage(
            FailureEvidence(
                "\(path) is \(kind), not a database file; give the path of a database file (it is created when missing)"
            ))
    }

    private static func opening<T>(_ path: String, _ body: () throws(SQLiteError) -> T) throws(DataSourceError) -> T {
        do {
            return try body()
        } catch {
            let failure = error.on(database: path)
            throw .storage(FailureEvidence(failure.condition, underlying: failure))
        }
    }

    private static func migrating(
        _ path: String, _ body: () throws(SQLiteMigrationError) -> Int
    )
        throws(DataSourceError)
    {
        do {
            _ = try body()
        } catch {
            switch error {
            case .newerSchema(let found, let newest):
                let summary = MigrationCore.newerSchemaMessage(
                    "the database at \(path)", found: found, newestKnown: newest)
                throw .storage(FailureEvidence(summary, underlying: error))
            case .sqlite(let failure):
                // The SQLite error itself is the evidence, e.g. SQLITE_NOTADB for a file that is not a database.
                let located = failure.on(database: path)
                throw .storage(FailureEvidence(located.condition, underlying: located))
            }
        }
    }
}
