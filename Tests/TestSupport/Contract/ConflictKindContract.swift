import Domain
import Foundation
import Testing

extension RepositoryContract {
    /// Every refused write says which rule it broke as a ``ConflictKind``, the same on every
    /// store (over HTTP through the server's codes and back), so that callers never parse words.
    static let conflictKindCases: [ContractCase] = [
        ContractCase("each conflict carries its kind: duplicate id, duplicate name, project in use, stale read") {
            store async throws in
            let home = try await store.projects.create(Project(name: "Home"))
            let todo = try await store.todos.create(Todo(title: "Paint", projectID: home.id))

            let duplicateID = await repositoryError { () async throws(RepositoryError) in
                try await store.todos.create(Todo(id: todo.id, title: "Again"))
            }
            #expect(duplicateID?.conflictKind == .duplicateID(todo.id), "\(String(describing: duplicateID))")

            let duplicateName = await repositoryError { () async throws(RepositoryError) in
                try await store.projects.create(Project(name: "HOME"))
            }
            #expect(duplicateName?.conflictKind == .duplicateKey(field: "name"), "\(String(describing: duplicateName))")

            let inUse = await repositoryError { () async throws(RepositoryError) in
                try await store.projects.delete(id: home.id)
            }
            #expect(inUse?.conflictKind == .stillReferenced(entity: "project"), "\(String(describing: inUse))")

            _ = try await store.todos.update(id: todo.id) { $0.title = "Paint the door" }
            let stale = await repositoryError { () async throws(RepositoryError) in try await store.todos.update(todo) }
            #expect(stale?.conflictKind == .changedSinceRead(todo.id), "\(String(describing: stale))")
        }
    ]
}
