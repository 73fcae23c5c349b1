import Domain
import Foundation

/// Every entity's records held in memory, for previews and tests: the same rules as every other
/// store (the `TableSet` the file store checks with too), the same query meaning (Domain's
/// reference evaluation), and change sets after every write.
///
/// An actor, so that each write is atomic; `seed` and `reset` put it in a known state.
public actor InMemoryStore: TableSetStore {
    private var tables = TableSet()
    nonisolated let changes = ChangeHub()

    /// Makes an empty store.
    public init() {}

    /// Adds `projects`, then `todos`, all or nothing, without publishing changes: a known state
    /// for a preview or a test to start from.
    public func seed(projects: [Project] = [], todos: [Todo] = []) throws(RepositoryError) {
        let projectRecords = try validate { () throws(ValidationError) in
            try projects.map { project throws(ValidationError) in ProjectRecord(try project.validated()) }
        }
        let todoRecords = try validate { () throws(ValidationError) in
            try todos.map { todo throws(ValidationError) in TodoRecord(try todo.validated()) }
        }
        var seeded = tables
        do throws(DataSourceError) {
            seeded.apply(try seeded.insertion(of: projectRecords, in: ProjectSchema.self))
            seeded.apply(try seeded.insertion(of: todoRecords, in: TodoSchema.self))
        } catch {
            throw error.toRepositoryError(entity: "record")
        }
        tables = seeded
    }

    /// Removes every record of every entity, without publishing changes.
    public func reset() {
        tables.removeAll()
    }

    func read<T: Sendable>(_ body: (TableSet) throws(DataSourceError) -> T) throws(DataSourceError) -> T {
        try body(tables)
    }

    func write<T: Sendable>(
        _ plan: (TableSet) throws(DataSourceError) -> (TableChange, T)
    ) throws(DataSourceError) -> T {
        let (change, result) = try plan(tables)
        changes.publish(tables.apply(change))
        return result
    }
}
