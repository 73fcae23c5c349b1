extension ProjectBody {
    /// The body that sends `record`.
    public init(_ record: ProjectRecord) {
        self.init(id: record.id, name: record.name, createdAt: record.createdAt, updatedAt: record.updatedAt)
    }
}
