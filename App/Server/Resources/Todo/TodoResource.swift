import Domain
import Foundation

/// Todos at `/v1/todos`, over the todo repository the container holds.
struct TodoResource: RESTResource {
    let repository: any TodoRepositoryProtocol

    var collection: String { "todos" }
    var entityName: String { "todo" }

    func fetchAll(_ query: TodoQuery) async throws(RepositoryError) -> [Todo] {
        try await repository.fetchAll(query)
    }

    func fetch(id: UUID) async throws(RepositoryError) -> Todo {
        try await repository.fetch(id: id)
    }

    func fetch(idPrefix: IDPrefix, limit: Int) async throws(RepositoryError) -> [Todo] {
        try await repository.fetch(idPrefix: idPrefix, limit: limit)
    }

    func createAll(_ entities: [Todo]) async throws(RepositoryError) -> [Todo] {
        try await repository.createAll(entities)
    }

    func update(_ entity: Todo, readAt version: Date?) async throws(RepositoryError) -> Todo {
        guard let version else { return try await repository.update(id: entity.id) { $0 = entity } }
        var read = entity
        read.updatedAt = version
        return try await repository.update(read)
    }

    func delete(id: UUID) async throws(RepositoryError) {
        try await repository.delete(id: id)
    }

    func count(matching filter: TodoFilter) async throws(RepositoryError) -> Int {
        try await repository.count(matching: filter)
    }
}
