extension DataStore {
    /// The todo data source of this store.
    public func todoDataSource() -> any TodoDataSource { dataSource(for: TodoSchema.self) }
}
