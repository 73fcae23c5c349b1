import Domain
import Foundation

/// Projects at `/v1/projects`, over the project repository the container holds.
struct ProjectResource: RESTResource {
    let repository: any ProjectRepositoryProtocol

    var collection: String { "projects" }
    var entityName: String { "project" }

    func fetchAll(_ query: ProjectQuery) async throws(RepositoryError) -> [Project] {
        try await repository.fetchAll(query)
    }

    func fetch(id: UUID) async throws(RepositoryError) -> Project {
        try await repository.fetch(id: id)
    }

    func fetch(idPrefix: IDPrefix, limit: Int) async throws(RepositoryError) -> [Project] {
        try await repository.fetch(idPrefix: idPrefix, limit: limit)
    }

    func createAll(_ entities: [Project]) async throws(RepositoryError) -> [Project] {
        try await repository.createAll(entities)
    }

    func update(_ entity: Project, readAt version: Date?) async throws(RepositoryError) -> Project {
        guard let version else { return try await repository.update(id: entity.id) { $0 = entity } }
        var read = entity
        read.updatedAt = version
        return try await repository.update(read)
    }

    func delete(id: UUID) async throws(RepositoryError) {
        try await repository.delete(id: id)
    }

    func count(matching filter: ProjectFilter) async throws(RepositoryError) -> Int {
        try await repository.count(matching: filter)
    }
}
