import Domain
import Foundation

/// Projects on a server that speaks docs/REST.md, through the ``AppGateway``; see
/// ``RemoteTodoDataSource``. Name uniqueness and the refusal to delete a project in use are
/// the server's to enforce, atomically.
struct RemoteProjectDataSource: ProjectDataSource {
    let gateway: any NetworkGateway
    let broadcaster: ChangeBroadcaster

    init(store: RemoteStore) {
        gateway = store.gateways[.app]
        broadcaster = store.projectChanges
    }

    func fetchAll(_ query: ProjectQuery) async throws(DataSourceError) -> [ProjectRecord] {
        try await gateway.send(ListProjectRequest(query: query)).map { $0.toRecord() }
    }

    func fetch(id: UUID) async throws(DataSourceError) -> ProjectRecord? {
        do {
            return try await gateway.send(GetProjectRequest(id: id), about: id).toRecord()
        } catch .notFound {
            return nil
        }
    }

    func insert(_ records: [ProjectRecord]) async throws(DataSourceError) {
        guard !records.isEmpty else { return }
        _ = try await gateway.send(CreateProjectRequest(projects: records.map(ProjectBody.init)))
        broadcaster.publish(ChangeSet(inserted: records.map(\.id)))
    }

    func update(_ record: ProjectRecord) async throws(DataSourceError) -> ProjectRecord {
        let stored = try await gateway.send(UpdateProjectRequest(project: ProjectBody(record)), about: record.id)
        broadcaster.publish(ChangeSet(updated: [record.id]))
        return stored.toRecord()
    }

    func delete(id: UUID) async throws(DataSourceError) {
        _ = try await gateway.send(DeleteProjectRequest(id: id), about: id)
        broadcaster.publish(ChangeSet(deleted: [id]))
    }

    func count(matching filter: ProjectFilter) async throws(DataSourceError) -> Int {
        try await gateway.send(CountProjectRequest(filter: filter)).count
    }

    func changes() -> AsyncStream<ChangeSet<UUID>> {
        broadcaster.subscribe()
    }
}
