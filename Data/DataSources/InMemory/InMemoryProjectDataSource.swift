import Domain
import Foundation

/// Projects in an ``InMemoryStore``.
struct InMemoryProjectDataSource: ProjectDataSource {
    let store: InMemoryStore

    func fetchAll(_ query: ProjectQuery) async throws(DataSourceError) -> [ProjectRecord] {
        await store.fetchProjects(query)
    }

    func fetch(id: UUID) async throws(DataSourceError) -> ProjectRecord? {
        await store.fetchProject(id: id)
    }

    func insert(_ records: [ProjectRecord]) async throws(DataSourceError) {
        try await store.insertProjects(records)
        store.projectChanges.publish(ChangeSet(inserted: records.map(\.id)))
    }

    func update(_ record: ProjectRecord) async throws(DataSourceError) -> ProjectRecord {
        let updated = try await store.updateProject(record)
        store.projectChanges.publish(ChangeSet(updated: [record.id]))
        return updated
    }

    func delete(id: UUID) async throws(DataSourceError) {
        try await store.deleteProject(id: id)
        store.projectChanges.publish(ChangeSet(deleted: [id]))
    }

    func count(matching filter: ProjectFilter) async throws(DataSourceError) -> Int {
        await store.countProjects(matching: filter)
    }

    func changes() -> AsyncStream<ChangeSet<UUID>> {
        store.projectChanges.subscribe()
    }
}
