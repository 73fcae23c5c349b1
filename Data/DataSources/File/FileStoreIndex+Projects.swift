import Domain
import Foundation

// Project reads, and the journal entry each project write would commit; see
// FileStoreIndex+Todos.swift. Name keys and todo counts are looked up, never scanned.
extension FileStoreIndex {
    func fetchProjects(_ query: ProjectQuery) -> [ProjectRecord] {
        query.apply(to: projects.values.map { $0.toDomain() }).map(ProjectRecord.init)
    }

    func countProjects(matching filter: ProjectFilter) -> Int {
        projects.values.count { filter.matches($0.toDomain()) }
    }

    func insertion(of records: [ProjectRecord]) throws(DataSourceError) -> JournalEntry {
        var seenIDs = Set<UUID>()
        var seenKeys = Set<String>()
        for record in records {
            guard projects[record.id] == nil, seenIDs.insert(record.id).inserted else { throw .duplicateID(record.id) }
            guard projectIDsByNameKey[record.nameKey] == nil, seenKeys.insert(record.nameKey).inserted else {
                throw DataSourceError.duplicateProjectName(record.name)
            }
        }
        return JournalEntry(putProjects: records)
    }

    func update(of record: ProjectRecord) throws(DataSourceError) -> ProjectRecord {
        guard let stored = projects[record.id] else { throw .notFound(id: record.id) }
        if let owner = projectIDsByNameKey[record.nameKey], owner != record.id {
            throw DataSourceError.duplicateProjectName(record.name)
        }
        var updated = record
        updated.createdAt = stored.createdAt
        return updated
    }

    func deletion(ofProject id: UUID) throws(DataSourceError) -> JournalEntry {
        guard let project = projects[id] else { throw .notFound(id: id) }
        let members = todoCountsByProject[id, default: 0]
        guard members == 0 else { throw DataSourceError.projectInUse(project.name, todoCount: members) }
        return JournalEntry(deleteProjects: [id])
    }
}
