import Domain
import Foundation

/// Projects in a ``FileStore``.
struct FileProjectDataSource: ProjectDataSource {
    let store: FileStore

    func fetchAll(_ query: ProjectQuery) async throws(DataSourceError) -> [ProjectRecord] {
        try await store.read { $0.fetchProjects(query) }
    }

    func fetch(id: UUID) async throws(DataSourceError) -> ProjectRecord? {
        try await store.read { $0.projects[id] }
    }

    func insert(_ records: [ProjectRecord]) async throws(DataSourceError) {
        guard !records.isEmpty else { return }
        try await store.write { index throws(DataSourceError) in (try index.insertion(of: records), ()) }
    }

    func update(_ record: ProjectRecord) async throws(DataSourceError) -> ProjectRecord {
        try await store.write { index throws(DataSourceError) in
            let updated = try index.update(of: record)
            return (JournalEntry(putProjects: [updated]), updated)
        }
    }

    func delete(id: UUID) async throws(DataSourceError) {
        try await store.write { index throws(DataSourceError) in (try index.deletion(ofProject: id), ()) }
    }

    func count(matching filter: ProjectFilter) async throws(DataSourceError) -> Int {
        try await store.read { $0.countProjects(matching: filter) }
    }

    func changes() -> AsyncStream<ChangeSet<UUID>> {
        store.projectChanges.subscribe()
    }
}
