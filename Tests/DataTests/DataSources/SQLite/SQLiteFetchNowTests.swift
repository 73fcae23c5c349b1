import Domain
import Foundation
import TestSupport
import Testing

@testable import Data

@Suite("a lookup by id answered on the calling thread, or \"not now\"")
struct SQLiteFetchNowTests {
    @Test("on a SQLite file, fetchNow answers the stored todo and .notFound for an unknown id, on the caller's thread")
    func fileStoreAnswersNow() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let store = try DataStore.sqlite(path: folder.path("todos.sqlite"))
        let repository = TodoRepositoryImpl(dataSource: store.todoDataSource())
        let stored = try await repository.create(Todo(title: "Buy milk"))

        let (found, missing) = try await offCooperativePool {
            let found = try repository.fetchNow(id: stored.id)
            let missing = Result { () throws(RepositoryError) in try repository.fetchNow(id: UUID()) }
            return (found, missing)
        }

        #expect(found == stored)
        guard case .failure(.notFound(let entity, _)) = missing else {
            Issue.record("an unknown id gave \(missing), not .notFound")
            return
        }
        #expect(entity == "todo")
        await store.close()
    }

    @Test("an in-memory SQLite database, answered on its writer only, says \"not now\"; fetch(id:) still answers")
    func inMemoryStoreSaysNotNow() async throws {
        let store = try DataStore.sqliteInMemory()
        let repository = TodoRepositoryImpl(dataSource: store.todoDataSource())
        let stored = try await repository.create(Todo(title: "Buy milk"))

        let now = try await offCooperativePool { try repository.fetchNow(id: stored.id) }

        #expect(now == nil)
        #expect(try await repository.fetch(id: stored.id) == stored)
    }
}
