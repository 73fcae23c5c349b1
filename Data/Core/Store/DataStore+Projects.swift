extension DataStore {
    /// The project data source of this store.
    public func projectDataSource() -> any ProjectDataSource { dataSource(for: ProjectSchema.self) }
}
