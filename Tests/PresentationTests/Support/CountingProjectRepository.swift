import Domain
import Foundation
import Synchronization

/// A project repository that counts the reads a view model makes and passes every call on to
/// a real one: for tests of how many round trips a screen costs, which a remote or PostgreSQL
/// store pays for each.
final class CountingProjectRepository: ProjectRepositoryProtocol {
    /// How many times each kind of read was asked for.
    struct Reads: Equatable {
        var fetchAll = 0
        var fetchByID = 0
        var fetchByName = 0
    }

    private let base: any ProjectRepositoryProtocol
    private let counted = Mutex(Reads())

    init(_ base: any ProjectRepositoryProtocol) {
        self.base = base
    }

    /// The reads so far.
    var reads: Reads { counted.withLock { $0 } }

    func fetchAll(_ query: ProjectQuery) async throws(RepositoryError) -> [Project] {
        counted.withLock { $0.fetchAll += 1 }
        return try await base.fetchAll(query)
    }

    func fetch(id: UUID) async throws(RepositoryError) -> Project {
        counted.withLock { $0.fetchByID += 1 }
        return try await base.fetch(id: id)
    }

    func fetch(name: String) async throws(RepositoryError) -> Project? {
        counted.withLock { $0.fetchByName += 1 }
        return try await base.fetch(name: name)
    }

    func fetch(idPrefix: IDPrefix, limit: Int) async throws(RepositoryError) -> [Project] {
        try await base.fetch(idPrefix: idPrefix, limit: limit)
    }

    func create(_ entity: Project) async throws(RepositoryError) -> Project {
        try await base.create(entity)
    }

    func createAll(_ entities: [Project]) async throws(RepositoryError) -> [Project] {
        try await base.createAll(entities)
    }

    func update(_ entity: Project) async throws(RepositoryError) -> Project {
        try await base.update(entity)
    }

    func update(id: UUID, _ change: @escaping EntityChange<Project>) async throws(RepositoryError) -> Project {
        try await base.update(id: id, change)
    }

    func delete(id: UUID) async throws(RepositoryError) {
        try await base.delete(id: id)
    }

    func count(matching filter: ProjectFilter) async throws(RepositoryError) -> Int {
        try await base.count(matching: filter)
    }

    func changes() -> AsyncStream<ChangeSet<UUID>> {
        base.changes()
    }
}
