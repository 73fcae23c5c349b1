import Domain
import Foundation

/// Projects in a ``SQLiteStore``; see ``SQLiteTodoDataSource``.
struct SQLiteProjectDataSource: ProjectDataSource {
    let store: SQLiteStore

    func fetchAll(_ query: ProjectQuery) async throws(DataSourceError) -> [ProjectRecord] {
        try await store.read { session throws(DataSourceError) in try session.fetchProjects(query) }
    }

    func fetch(id: UUID) async throws(DataSourceError) -> ProjectRecord? {
        try await store.readByKey { session throws(DataSourceError) in try session.fetchProject(id: id) }
    }

    func insert(_ records: [ProjectRecord]) async throws(DataSourceError) {
        try await store.write { session throws(DataSourceError) in try session.insertProjects(records) }
        store.projectChanges.publish(ChangeSet(inserted: records.map(\.id)))
    }

    func update(_ record: ProjectRecord) async throws(DataSourceError) -> ProjectRecord {
        let stored = try await store.write { session throws(DataSourceError) in try session.updateProject(record) }
        store.projectChanges.publish(ChangeSet(updated: [record.id]))
        return stored
    }

    func delete(id: UUID) async throws(DataSourceError) {
        try await store.write { session throws(DataSourceError) in try session.deleteProject(id: id) }
        store.projectChanges.publish(ChangeSet(deleted: [id]))
    }

    func count(matching filter: ProjectFilter) async throws(DataSourceError) -> Int {
        try await store.read { session throws(DataSourceError) in try session.countProjects(matching: filter) }
    }

    func changes() -> AsyncStream<ChangeSet<UUID>> {
        store.projectChanges.subscribe()
    }
}
