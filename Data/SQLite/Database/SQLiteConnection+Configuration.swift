import Data

/// How a connection is set up once, right after opening.
struct SQLiteConfiguration: Sendable {
    /// How long a statement waits for another connection's lock: long enough to queue behind
    /// another process's batch write instead of failing.
    var busyTimeoutMilliseconds: Int32 = 10_000

    /// The default: WAL, foreign keys, a 10 s busy timeout, synchronous=NORMAL.
    static let standard = SQLiteConfiguration()
}

extension SQLiteConnection {
    /// Settings every connection needs: the busy timeout and foreign keys (both per connection,
    /// writing nothing to the file).
    func applyConnectionSettings(_ configuration: SQLiteConfiguration) throws(SQLiteError) {
        setBusyTimeout(milliseconds: configuration.busyTimeoutMilliseconds)
        try execute("PRAGMA foreign_keys = ON")
    }

    /// Settings of the writer: WAL, so that readers never block the writer nor it them, with
    /// synchronous=NORMAL, which in WAL mode keeps the database consistent after a crash and loses
    /// at most the last commits after a power cut. Switching to WAL writes the file header, so
    /// call this only after the file has been checked (see `SQLiteSchema.checkFormat`).
    func applyWriterSettings() throws(SQLiteError) {
        try switchToWAL()
        try execute("PRAGMA synchronous = NORMAL")
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
    private func switchToWAL() throws(SQLiteError) {
        do {
            try execute("PRAGMA journal_mode = WAL")
        } catch  where error.isBusy {
            try writeTransaction { () throws(SQLiteError) in }
            try execute("PRAGMA journal_mode = WAL")
        }
    }

    /// Settings of a reader: it may only read, so a bug cannot write through it.
    func applyReaderSettings() throws(SQLiteError) {
        try execute("PRAGMA query_only = ON")
    }
}
