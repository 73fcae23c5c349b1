import Domain
import Foundation
import Synchronization

/// A todo repository that lets another writer change the store just before each of its first
/// `writes` whole-list reads, as a second process would between two reads of one screen or
/// export, and passes every call on to a real one.
final class WriteBeforeReadTodoRepository: TodoRepositoryProtocol {
    private let base: any TodoRepositoryProtocol
    private let write: @Sendable (Int) async throws -> Void
    private let limit: Int
    private let done = Mutex(0)

    /// Runs `write(n)` (n counting from 1) before each of the first `writes` calls of
    /// ``fetchAll(_:)``; a write that throws is the test's failure, reported by the read.
    init(_ base: any TodoRepositoryProtocol, writes: Int, write: @escaping @Sendable (Int) async throws -> Void) {
        self.base = base
        self.write = write
        limit = writes
    }

    /// How many writes ran so far.
    var writes: Int { done.withLock { $0 } }

    func fetchAll(_ query: TodoQuery) async throws(RepositoryError) -> [Todo] {
        let number: Int? = done.withLock { done in
            guard done < limit else { return nil }
            done += 1
            return done
        }
        if let number {
            do {
                try await write(number)
            } catch {
                throw .storage(FailureEvidence("the test's write \(number) failed: \(error)"))
            }
        }
        return try await base.fetchAll(query)
    }

    func fetch(id: UUID) async throws(RepositoryError) -> Todo {
        try await base.fetch(id: id)
    }

    func fetch(idPrefix: IDPrefix, limit: Int) async throws(RepositoryError) -> [Todo] {
        try await base.fetch(idPrefix: idPrefix, limit: limit)
    }

    func create(_ entity: Todo) async throws(RepositoryError) -> Todo {
        try await base.create(entity)
    }

    func createAll(_ entities: [Todo]) async throws(RepositoryError) -> [Todo] {
        try await base.createAll(entities)
    }

    func update(_ entity: Todo) async throws(RepositoryError) -> Todo {
        try await base.update(entity)
    }

    func update(id: UUID, _ change: @escaping EntityChange<Todo>) async throws(RepositoryError) -> Todo {
        try await base.update(id: id, change)
    }

    func delete(id: UUID) async throws(RepositoryError) {
        try await base.delete(id: id)
    }

    func count(matching filter: TodoFilter) async throws(RepositoryError) -> Int {
        try await base.count(matching: filter)
    }

    func changes() -> AsyncStream<ChangeSet<UUID>> {
        base.changes()
    }
}
