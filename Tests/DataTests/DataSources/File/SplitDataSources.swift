import Data
import Domain
import FileStore
import Foundation

/// Reads from one store and writes (and observes) through another on the same folder: how the
/// contract suite checks that a second opener sees every committed write.
struct SplitTodoDataSource: TodoDataSource {
    let reads: any TodoDataSource
    let writes: any TodoDataSource

    func fetchAll(_ query: TodoQuery) async throws(DataSourceError) -> [TodoRecord] {
        try await reads.fetchAll(query)
    }

    func fetch(id: UUID) async throws(DataSourceError) -> TodoRecord? {
        try await reads.fetch(id: id)
    }

    func fetch(unique column: String, key: String) async throws(DataSourceError) -> TodoRecord? {
        try await reads.fetch(unique: column, key: key)
    }

    func fetch(idPrefix: IDPrefix, limit: Int) async throws(DataSourceError) -> [TodoRecord] {
        try await reads.fetch(idPrefix: idPrefix, limit: limit)
    }

    func insert(_ records: [TodoRecord]) async throws(DataSourceError) {
        try await writes.insert(records)
    }

    func modify(
        id: UUID, _ change: @escaping @Sendable (TodoRecord) throws(DataSourceError) -> TodoRecord
    ) async throws(DataSourceError) -> TodoRecord {
        try await writes.modify(id: id, change)
    }

    func delete(id: UUID) async throws(DataSourceError) {
        try await writes.delete(id: id)
    }

    func count(matching filter: TodoFilter) async throws(DataSourceError) -> Int {
        try await reads.count(matching: filter)
    }

    func changes() -> AsyncStream<ChangeSet<UUID>> {
        writes.changes()
    }
}

/// The project half of ``SplitTodoDataSource``.
struct SplitProjectDataSource: ProjectDataSource {
    let reads: any ProjectDataSource
    let writes: any ProjectDataSource

    func fetchAll(_ query: ProjectQuery) async throws(DataSourceError) -> [ProjectRecord] {
        try await reads.fetchAll(query)
    }

    func fetch(id: UUID) async throws(DataSourceError) -> ProjectRecord? {
        try await reads.fetch(id: id)
    }

    func fetch(unique column: String, key: String) async throws(DataSourceError) -> ProjectRecord? {
        try await reads.fetch(unique: column, key: key)
    }

    func fetch(idPrefix: IDPrefix, limit: Int) async throws(DataSourceError) -> [ProjectRecord] {
        try await reads.fetch(idPrefix: idPrefix, limit: limit)
    }

    func insert(_ records: [ProjectRecord]) async throws(DataSourceError) {
        try await writes.insert(records)
    }

    func modify(
        id: UUID, _ change: @escaping @Sendable (ProjectRecord) throws(DataSourceError) -> ProjectRecord
    ) async throws(DataSourceError) -> ProjectRecord {
        try await writes.modify(id: id, change)
    }

    func delete(id: UUID) async throws(DataSourceError) {
        try await writes.delete(id: id)
    }

    func count(matching filter: ProjectFilter) async throws(DataSourceError) -> Int {
        try await reads.count(matching: filter)
    }

    func changes() -> AsyncStream<ChangeSet<UUID>> {
        writes.changes()
    }
}
