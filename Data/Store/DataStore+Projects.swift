extension DataStore {
    /// The project data source of this store.
    public func projectDataSource() -> any ProjectDataSource {
        switch backend {
        case .memory(let store): InMemoryProjectDataSource(store: store)
        case .sqlite(let store): SQLiteProjectDataSource(store: store)
        case .file(let store): FileProjectDataSource(store: store)
        case .remote(let store): RemoteProjectDataSource(store: store)
        }
    }
}
