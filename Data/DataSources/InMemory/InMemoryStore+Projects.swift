import Domain
import Foundation

extension InMemoryStore {
    func fetchProjects(_ query: ProjectQuery) -> [ProjectRecord] {
        query.apply(to: projects.values.map { $0.toDomain() }).map(ProjectRecord.init)
    }

    func fetchProject(id: UUID) -> ProjectRecord? {
        projects[id]
    }

    func insertProjects(_ records: [ProjectRecord]) throws(DataSourceError) {
        var seenIDs = Set<UUID>()
        var seenKeys = Set(projects.values.map(\.nameKey))
        for record in records {
            guard projects[record.id] == nil, seenIDs.insert(record.id).inserted else { throw .duplicateID(record.id) }
            guard seenKeys.insert(record.nameKey).inserted else {
                throw DataSourceError.duplicateProjectName(record.name)
            }
        }
        for record in records {
            projects[record.id] = record
        }
    }

    func updateProject(_ record: ProjectRecord) throws(DataSourceError) -> ProjectRecord {
        guard let stored = projects[record.id] else { throw .notFound(id: record.id) }
        if projects.values.contains(where: { $0.nameKey == record.nameKey && $0.id != record.id }) {
            throw DataSourceError.duplicateProjectName(record.name)
        }
        var updated = record
        updated.createdAt = stored.createdAt
        projects[record.id] = updated
        return updated
    }

    func deleteProject(id: UUID) throws(DataSourceError) {
        guard let project = projects[id] else { throw .notFound(id: id) }
        let members = todos.values.count { $0.projectID == id }
        guard members == 0 else { throw DataSourceError.projectInUse(project.name, todoCount: members) }
        projects.removeValue(forKey: id)
    }

    func countProjects(matching filter: ProjectFilter) -> Int {
        projects.values.count { filter.matches($0.toDomain()) }
    }
}
