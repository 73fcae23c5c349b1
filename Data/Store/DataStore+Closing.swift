extension DataStore {
    /// Closes the store for good; call it once the app is done with it, before the process ends
    /// (a process that exits releases nothing, so only this closes cleanly).
    ///
    /// A SQLite database is checkpointed: its `-wal` and `-shm` files are folded in and removed,
    /// so that the database file alone holds every committed write and can be copied or mailed
    /// as it is. A PostgreSQL store ends its sessions on the server, once the calls running
    /// have finished. Stores with nothing to close (memory, JSON file, remote) return at once. Calls
    /// made through the store afterwards fail with `.storage`; closing twice does nothing more.
    public func close() async {
        await backend.close()
    }
}
