import Domain
import Foundation

/// The todo repository: validates with the Domain rules, maps values to records and back, and
/// turns every data-source failure into a ``/Domain/RepositoryError``. The store behind it is
/// whichever ``TodoDataSource`` the composition root hands it.
public final class TodoRepositoryImpl: TodoRepositoryProtocol {
    private let dataSource: any TodoDataSource
    private let now: @Sendable () -> Date

    /// Makes a repository over `dataSource`; `now` stamps `updatedAt` (inject a fixed clock in tests).
    public init(dataSource: any TodoDataSource, now: @escaping @Sendable () -> Date = Date.init) {
        self.dataSource = dataSource
        self.now = now
    }

    /// See ``/Domain/TodoRepositoryProtocol/fetchAll(_:)``.
    public func fetchAll(_ query: TodoQuery) async throws(RepositoryError) -> [Todo] {
        let query = try validate { () throws(ValidationError) in try query.validated() }
        return try await mapErrors { () throws(DataSourceError) in
            try await dataSource.fetchAll(query).map { record throws(DataSourceError) in try record.toDomain() }
        }
    }

    /// See ``/Domain/TodoRepositoryProtocol/fetch(id:)``.
    public func fetch(id: Todo.ID) async throws(RepositoryError) -> Todo {
        try await mapErrors { () throws(DataSourceError) in
            guard let record = try await dataSource.fetch(id: id) else { throw .notFound(id: id) }
            return try record.toDomain()
        }
    }

    /// See ``/Domain/TodoRepositoryProtocol/create(_:)``.
    public func create(_ todo: Todo) async throws(RepositoryError) -> Todo {
        let valid = try validate { () throws(ValidationError) in try todo.validated() }
        try await mapErrors { () throws(DataSourceError) in try await dataSource.insert([TodoRecord(valid)]) }
        return valid
    }

    /// See ``/Domain/TodoRepositoryProtocol/createAll(_:)``.
    public func createAll(_ todos: [Todo]) async throws(RepositoryError) -> [Todo] {
        let valid = try validate { () throws(ValidationError) in
            try todos.map { todo throws(ValidationError) in try todo.validated() }
        }
        guard !valid.isEmpty else { return [] }
        try await mapErrors { () throws(DataSourceError) in try await dataSource.insert(valid.map(TodoRecord.init)) }
        return valid
    }

    /// See ``/Domain/TodoRepositoryProtocol/update(_:)``.
    public func update(_ todo: Todo) async throws(RepositoryError) -> Todo {
        var valid = try validate { () throws(ValidationError) in try todo.validated() }
        valid.updatedAt = now().roundedToMilliseconds
        return try await mapErrors { () throws(DataSourceError) in
            try await dataSource.update(TodoRecord(valid)).toDomain()
        }
    }

    /// See ``/Domain/TodoRepositoryProtocol/delete(id:)``.
    public func delete(id: Todo.ID) async throws(RepositoryError) {
        try await mapErrors { () throws(DataSourceError) in try await dataSource.delete(id: id) }
    }

    /// See ``/Domain/TodoRepositoryProtocol/count(matching:)``.
    public func count(matching filter: TodoFilter) async throws(RepositoryError) -> Int {
        try await mapErrors { () throws(DataSourceError) in try await dataSource.count(matching: filter) }
    }

    /// See ``/Domain/TodoRepositoryProtocol/changes()``.
    public func changes() -> AsyncStream<ChangeSet<Todo.ID>> {
        dataSource.changes()
    }

    private func mapErrors<T>(_ body: () async throws(DataSourceError) -> T) async throws(RepositoryError) -> T {
        do {
            return try await body()
        } catch {
            throw error.toRepositoryError(entity: "todo")
        }
    }
}
