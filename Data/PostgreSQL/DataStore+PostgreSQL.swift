import Data

extension DataStore {
    /// The PostgreSQL database at `url` (`postgresql://user@host:port/db`, or any libpq
    /// connection string), for teams that run several app or server processes on one database:
    /// every entity's table brought to its newest step (each step recorded with its checksum in
    /// the database's `table_steps`). A server that cannot be reached is `.unavailable`; a database
    /// migrated by a newer version of the app is refused with `.storage` and left untouched.
    ///
    /// Opening connects and migrates on the calling thread and waits for the server, so call it
    /// at start-up or from a thread that may block; afterwards the store works on threads of its own.
    public static func postgres(url: String) throws(DataSourceError) -> DataStore {
        DataStore(backend: try PostgreSQLStore.open(url: url))
    }
}
