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

    /// Settings of the writer: pages of ``newDatabasePageBytes`` for a new file; WAL, so that
    /// readers never block the writer nor it them, with synchronous=NORMAL, which in WAL mode
    /// keeps the database consistent after a crash and loses at most the last commits after a
    /// power cut; and a page cache of ``writerCacheKibibytes``. Switching to WAL writes the file
    /// header, so call this only after the file has been checked (see
    /// `SQLiteSchema.checkFormat`).
    func applyWriterSettings() throws(SQLiteError) {
        // Takes effect only while the file is empty, so it comes before WAL writes the header;
        // an existing database keeps the size it was made with.
        try execute("PRAGMA page_size = \(Self.newDatabasePageBytes)")
        try switchToWAL()
        try execute("PRAGMA synchronous = NORMAL")
        try execute("PRAGMA cache_size = -\(Self.writerCacheKibibytes)")
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

    /// The writer's page cache, 64 MiB rather than SQLite's 2 MiB. Each table's index on the id's
    /// last group (Todo's and Project's step 2) takes the ids of an import that keeps its ids, or
    /// of a store written before that group started with the time (`UUID.timeOrdered(at:)`), at
    /// random places: past the cache, each insert of a batch reads a page back and spills
    /// another to the WAL (about 8 µs a row at 300,000 rows). 64 MiB keeps that index cached up
    /// to about two million rows, with room for the other indexes' newest pages. The cache fills
    /// only with pages actually read, so a small database costs no more memory than before;
    /// readers keep the default, since a lookup reads a handful of pages.
    static let writerCacheKibibytes = 65_536

    /// The page size a new database file is made with: 16 KiB rather than SQLite's 4 KiB. The
    /// id-tail index may take a batch's inserts at random places, and with four times as many
    /// entries per page it splits pages a quarter as often and is a level shallower; a batch
    /// create at 300,000 rows measured about 7% quicker than the same work on 4 KiB pages. A lookup
    /// reads a few 16 KiB pages instead of 4 KiB ones, which costs microseconds. The size is
    /// written into the file once and an existing database keeps its own: changing it means a
    /// `VACUUM`, which rewrites the whole file and cannot run in WAL mode.
    static let newDatabasePageBytes = 16_384

    /// Settings of a reader: it may only read, so a bug cannot write through it.
    func applyReaderSettings() throws(SQLiteError) {
        try execute("PRAGMA query_only = ON")
    }
}
