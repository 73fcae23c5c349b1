import Domain

extension TodoBody {
    /// The body that sends `record`.
    public init(_ record: TodoRecord) {
        self.init(
            id: record.id, title: record.title, notes: record.notes, isCompleted: record.isCompleted,
            priority: Priority(rawValue: record.priority)?.name ?? Priority.medium.name, dueDate: record.dueDate,
            projectID: record.projectID, createdAt: record.createdAt, updatedAt: record.updatedAt)
    }
}
