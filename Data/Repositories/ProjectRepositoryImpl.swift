import Domain
import Foundation

/// The project repository: validates with the Domain rules, maps values to records and back, and
/// turns every data-source failure into a ``/Domain/RepositoryError``. Name uniqueness and the
/// refusal to delete a project that still has todos are enforced atomically by the
/// ``ProjectDataSource``, since only the store can check them without a race.
public final class ProjectRepositoryImpl: ProjectRepositoryProtocol {
    private let dataSource: any ProjectDataSource
    private let now: @Sendable () -> Date

    /// Makes a repository over `dataSource`; `now` stamps `updatedAt` (inject a fixed clock in tests).
    public init(dataSource: any ProjectDataSource, now: @escaping @Sendable () -> Date = Date.init) {
        self.dataSource = dataSource
        self.now = now
    }

    /// See ``/Domain/ProjectRepositoryProtocol/fetchAll(_:)``.
    public func fetchAll(_ query: ProjectQuery) async throws(RepositoryError) -> [Project] {
        let query = try validate { () throws(ValidationError) in try query.validated() }
        return try await mapErrors { () throws(DataSourceError) in
            try await dataSource.fetchAll(query).map { $0.toDomain() }
        }
    }

    /// See ``/Domain/ProjectRepositoryProtocol/fetch(id:)``.
    public func fetch(id: Project.ID) async throws(RepositoryError) -> Project {
        try await mapErrors { () throws(DataSourceError) in
            guard let record = try await dataSource.fetch(id: id) else { throw .notFound(id: id) }
            return record.toDomain()
        }
    }

    /// See ``/Domain/ProjectRepositoryProtocol/create(_:)``.
    public func create(_ project: Project) async throws(RepositoryError) -> Project {
        let valid = try validate { () throws(ValidationError) in try project.validated() }
        try await mapErrors { () throws(DataSourceError) in try await dataSource.insert([ProjectRecord(valid)]) }
        return valid
    }

    /// See ``/Domain/ProjectRepositoryProtocol/createAll(_:)``.
    public func createAll(_ projects: [Project]) async throws(RepositoryError) -> [Project] {
        let valid = try validate { () throws(ValidationError) in
            try projects.map { project throws(ValidationError) in try project.validated() }
        }
        guard !valid.isEmpty else { return [] }
        try await mapErrors { () throws(DataSourceError) in try await dataSource.insert(valid.map(ProjectRecord.init)) }
        return valid
    }

    /// See ``/Domain/ProjectRepositoryProtocol/update(_:)``.
    public func update(_ project: Project) async throws(RepositoryError) -> Project {
        var valid = try validate { () throws(ValidationError) in try project.validated() }
        valid.updatedAt = now().roundedToMilliseconds
        return try await mapErrors { () throws(DataSourceError) in
            try await dataSource.update(ProjectRecord(valid)).toDomain()
        }
    }

    /// See ``/Domain/ProjectRepositoryProtocol/delete(id:)``.
    public func delete(id: Project.ID) async throws(RepositoryError) {
        try await mapErrors { () throws(DataSourceError) in try await dataSource.delete(id: id) }
    }

    /// See ``/Domain/ProjectRepositoryProtocol/count(matching:)``.
    public func count(matching filter: ProjectFilter) async throws(RepositoryError) -> Int {
        try await mapErrors { () throws(DataSourceError) in try await dataSource.count(matching: filter) }
    }

    /// See ``/Domain/ProjectRepositoryProtocol/changes()``.
    public func changes() -> AsyncStream<ChangeSet<Project.ID>> {
        dataSource.changes()
    }

    private func mapErrors<T>(_ body: () async throws(DataSourceError) -> T) async throws(RepositoryError) -> T {
        do {
            return try await body()
        } catch {
            throw error.toRepositoryError(entity: "project")
        }
    }
}
