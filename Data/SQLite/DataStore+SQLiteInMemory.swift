import Data

// A SQLite database in memory, for tests and previews: one connection, no file to open safely.
extension DataStore {
    /// A new, empty SQLite database in memory, with the same schema and rules as a file; gone
    /// when the store is released. For tests and previews that want SQLite's behaviour.
    public static func sqliteInMemory() throws(DataSourceError) -> DataStore {
        DataStore(backend: try SQLiteStore.openInMemory())
    }
}

extension SQLiteStore {
    /// Opens a new, empty database in memory: one connection, gone when the store is released.
    static func openInMemory() throws(DataSourceError) -> SQLiteStore {
        try sqlite { () throws(SQLiteError) in
            let connection = try SQLiteConnection(path: ":memory:")
            try connection.execute("PRAGMA foreign_keys = ON")
            try SQLiteSchema.createTables(on: connection)
            return SQLiteStore(writer: SQLiteWriter(session: SQLiteSession(connection: connection)), reader: nil)
        }
    }
}
