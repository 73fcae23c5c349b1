extension DataStore {
    /// The todo data source of this store.
    public func todoDataSource() -> any TodoDataSource {
        switch backend {
        case .memory(let store): InMemoryTodoDataSource(store: store)
        case .sqlite(let store): SQLiteTodoDataSource(store: store)
        case .file(let store): FileTodoDataSource(store: store)
        case .remote(let store): RemoteTodoDataSource(store: store)
        }
    }
}
