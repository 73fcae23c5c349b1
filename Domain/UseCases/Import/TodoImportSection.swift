import Foundation

/// The todo lines of an import file, checked against the Domain rules, what is stored already
/// and the projects the file adds, before anything is written: the todos to add or replace, how
/// many rows are identical to what is stored (skipped, so that importing an export of the same
/// store changes nothing), or every problem found.
///
/// It is Todo's own section, where a generated entity's is an ``EntityImportSection``, because
/// its lines say more than its wire object: a project named by name (files written by hand and
/// earlier exports) as well as by id, fields read only where the checks reach them (a row's id
/// first, then its times, then the rest), and progress every 1,000 rows, since a file may hold
/// 100,000 todos.
public struct TodoImportSection: ImportSection {
    /// The entity in words, for the summary.
    public let nouns = (singular: "todo", plural: "todos")
    private let lines: [ImportLine]
    private let stored: @Sendable () async throws(RepositoryError) -> [Todo]

    /// The section of `lines`, checked against the todos `stored` reads and the projects of the
    /// project section checked before it.
    public init(lines: [ImportLine], stored: @escaping @Sendable () async throws(RepositoryError) -> [Todo]) {
        self.lines = lines
        self.stored = stored
    }

    /// Checks every line against the stored todos and the projects, stored and in the file, of
    /// the project section among `earlier` (read once, by whichever section reads them first),
    /// reporting progress every 1,000 rows as (checked, rows).
    nonisolated(nonsending) public func check(
        replace: Bool, earlier: [CheckedImportSection], progress: (Int, Int) -> Void
    ) async throws(RepositoryError) -> CheckedImportSection {
        guard !lines.isEmpty else { return CheckedImportSection(noRowsReading: stored) }
        let projectSection = earlier.first { $0.entityType == Project.self }
        var projects = Projects(
            stored: try await projectSection?.storedEntities().compactMap { $0 as? Project } ?? [],
            file: projectSection?.entities.compactMap { $0 as? Project } ?? [])
        let stored = try await stored()
        let storedTodos = Dictionary(stored.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var tally = ImportTally<Todo>()
        // The line each id was first seen on in this file, to report a repeat with both lines.
        var todoLines: [UUID: Int] = [:]
        let total = lines.count { if case .todo = $0.content { true } else { false } }
        var checked = 0
        for line in lines {
            let row: TodoImportRow
            switch line.content {
            case .todo(let todo): row = todo
            case .unreadable(let reason):
                tally.problems.append(ImportProblem(line: line.number, reason: reason))
                continue
            }
            do {
                let id = try row.id.read()
                if let id, let first = todoLines[id] { throw ImportRowRefusal.repeated("todo", id, line: first) }
                if let id { todoLines[id] = line.number }
                let stored = id.flatMap { storedTodos[$0] }
                let createdAt = try row.createdAt.read() ?? stored?.createdAt ?? Date()
                let todo = try Todo(
                    id: id ?? .timeOrdered(), title: row.title, notes: row.notes ?? "", isCompleted: row.done ?? false,
                    priority: try row.priority.read() ?? .medium, dueDate: try row.due.read(),
                    projectID: try projects.id(named: row.project, id: row.projectID.read()), createdAt: createdAt,
                    updatedAt: try row.updatedAt.read() ?? (stored?.updatedAt ?? createdAt)
                ).validated()
                try tally.count(todo, against: stored, replace: replace, noun: "todo", differences: Self.differences)
            } catch {
                tally.problems.append(ImportProblem(line: line.number, error: error))
            }
            checked += 1
            if checked % 1000 == 0 { progress(checked, total) }
        }
        progress(total, total)
        return tally.section(checkedAgainst: stored)
    }

    private static func differences(_ todo: Todo, _ stored: Todo) -> [String] {
        [
            todo.title != stored.title ? "title" : nil, todo.notes != stored.notes ? "notes" : nil,
            todo.isCompleted != stored.isCompleted ? "done" : nil,
            todo.priority != stored.priority ? "priority" : nil, todo.dueDate != stored.dueDate ? "due" : nil,
            todo.projectID != stored.projectID ? "project" : nil,
            todo.createdAt != stored.createdAt ? "createdAt" : nil,
            todo.updatedAt != stored.updatedAt ? "updatedAt" : nil,
        ].compactMap { $0 }
    }

    /// The projects a todo row may name: stored ones, as the file leaves them (a replacement
    /// renames a stored one), and the file's new ones.
    private struct Projects {
        let byKey: [String: Project]
        let ids: Set<UUID>
        /// Each project name spelled in the file, with its uniqueness key: folding is slow
        /// (Foundation's), and 100,000 todos may name a handful of projects.
        var nameKeys: [String: String] = [:]

        init(stored: [Project], file: [Project]) {
            var byID = Dictionary(stored.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for project in file { byID[project.id] = project }
            byKey = Dictionary(byID.values.map { ($0.nameKey, $0) }, uniquingKeysWith: { first, _ in first })
            ids = Set(byID.keys)
        }

        /// The project a todo row names, by name, by id, or by both when they agree.
        mutating func id(named name: String?, id: UUID?) throws(ImportRowRefusal) -> Project.ID? {
            guard let name else {
                if let id, !ids.contains(id) {
                    throw ImportRowRefusal("project \(id.uuidString.lowercased()) is neither in the file nor stored")
                }
                return id
            }
            let key = nameKeys[name] ?? Project.nameKey(for: name)
            nameKeys[name] = key
            guard let project = byKey[key] else {
                throw ImportRowRefusal("project \"\(name)\" is neither in the file nor stored")
            }
            if let id, id != project.id {
                throw ImportRowRefusal(
                    "project \"\(name)\" has id \(project.id.uuidString.lowercased()), not \(id.uuidString.lowercased())"
                )
            }
            return project.id
        }
    }
}
