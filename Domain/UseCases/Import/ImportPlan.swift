import Foundation

/// What the todo lines of an import file would change, checked against the Domain rules, what is
/// stored already and the projects the file adds, before anything is written: the todos to add
/// or replace, how many rows are identical to what is stored (skipped, so that importing an
/// export of the same store changes nothing), or every problem found.
public struct ImportPlan: Sendable {
    /// Todos the file adds.
    public internal(set) var newTodos: [Todo] = []
    /// Stored todos the file replaces (with `replace`).
    public internal(set) var replacedTodos: [Todo] = []
    /// Rows identical to a stored todo.
    public internal(set) var unchanged = 0
    /// The rows that cannot be imported, by line; when any is, nothing may be.
    public internal(set) var problems: [ImportProblem] = []

    /// What committing the plan imports.
    public var summary: ImportSummary {
        ImportSummary(todos: newTodos.count + replacedTodos.count, replaced: replacedTodos.count, unchanged: unchanged)
    }

    /// Checks every line against what is stored, reporting progress every 1,000 todo rows as
    /// (checked, todo rows). A row whose id is stored with other content is a conflict unless
    /// `replace`. A todo may name a stored project or one of `fileProjects`, the projects the
    /// file adds or replaces (checked first, as an ``ImportSection``).
    public static func make(
        lines: [ImportLine],
        existingProjects: [Project],
        fileProjects: [Project] = [],
        existingTodos: [Todo],
        replace: Bool,
        progress: (Int, Int) -> Void = { _, _ in }
    ) -> ImportPlan {
        var builder = Builder(
            projects: existingProjects, fileProjects: fileProjects, existingTodos: existingTodos, replace: replace)
        var todoRows: [(Int, TodoImportRow)] = []
        for line in lines {
            switch line.content {
            case .unreadable(let reason): builder.report(line.number, reason)
            case .todo(let row): todoRows.append((line.number, row))
            }
        }
        for (offset, (number, row)) in todoRows.enumerated() {
            builder.addTodo(row, line: number)
            if offset % 1000 == 999 { progress(offset + 1, todoRows.count) }
        }
        progress(todoRows.count, todoRows.count)
        var plan = builder.plan
        plan.problems.sort { $0.line < $1.line }
        return plan
    }

    /// Accumulates the plan row by row.
    private struct Builder {
        var plan = ImportPlan()
        let projectsByKey: [String: Project]
        /// Each project name spelled in the file, with its uniqueness key: folding is slow
        /// (Foundation's), and 100,000 todos may name a handful of projects.
        var nameKeys: [String: String] = [:]
        let storedTodos: [UUID: Todo]
        /// The line each id was first seen on in this file, to report a repeat with both lines.
        var todoLines: [UUID: Int] = [:]
        /// The ids a todo may name as its project: stored ones and the file's.
        let projectIDs: Set<UUID>
        let replace: Bool

        init(projects: [Project], fileProjects: [Project], existingTodos: [Todo], replace: Bool) {
            // The file's projects as it leaves them: a replacement renames a stored one.
            var byID = Dictionary(projects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for project in fileProjects { byID[project.id] = project }
            projectsByKey = Dictionary(byID.values.map { ($0.nameKey, $0) }, uniquingKeysWith: { first, _ in first })
            storedTodos = Dictionary(existingTodos.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            projectIDs = Set(byID.keys)
            self.replace = replace
        }

        mutating func report(_ line: Int, _ reason: String) {
            plan.problems.append(ImportProblem(line: line, reason: reason))
        }

        /// Reports why the row on `line` was refused: a Domain rule in its own words, or the
        /// reason a field could not be read.
        mutating func report(_ line: Int, _ error: any Error) {
            switch error {
            case let error as ValidationError: report(line, error.description)
            case let error as ImportRowRefusal: report(line, error.reason)
            default: report(line, String(describing: error))
            }
        }

        mutating func addTodo(_ row: TodoImportRow, line: Int) {
            do {
                let id = try Self.claim(row.id, "todo", line: line, in: &todoLines)
                let stored = id.flatMap { storedTodos[$0] }
                let createdAt = try row.createdAt.read() ?? stored?.createdAt ?? Date()
                let todo = try Todo(
                    id: id ?? .timeOrdered(), title: row.title, notes: row.notes ?? "", isCompleted: row.done ?? false,
                    priority: try row.priority.read() ?? .medium, dueDate: try row.due.read(),
                    projectID: try project(row.project, id: row.projectID.read()), createdAt: createdAt,
                    updatedAt: try row.updatedAt.read() ?? (stored?.updatedAt ?? createdAt)
                ).validated()
                guard let stored else {
                    plan.newTodos.append(todo)
                    return
                }
                if todo == stored {
                    plan.unchanged += 1
                } else if replace {
                    plan.replacedTodos.append(todo)
                } else {
                    throw ImportRowRefusal(Self.conflict("todo", stored.id, Self.differences(todo, stored)))
                }
            } catch {
                report(line, error)
            }
        }

        /// `name`'s uniqueness key, folded once per spelling.
        private mutating func nameKey(_ name: String) -> String {
            if let key = nameKeys[name] { return key }
            let key = Project.nameKey(for: name)
            nameKeys[name] = key
            return key
        }

        private static func conflict(_ entity: String, _ id: UUID, _ fields: [String]) -> String {
            "\(entity) \(id.uuidString.lowercased()) is stored with a different \(fields.joined(separator: ", ")); "
                + "give --replace to overwrite it"
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

        /// The project a todo row names, by name, by id, or by both when they agree.
        private mutating func project(_ name: String?, id: UUID?) throws -> Project.ID? {
            guard let name else {
                guard let id else { return nil }
                guard projectIDs.contains(id) else {
                    throw ImportRowRefusal("project \(id.uuidString.lowercased()) is neither in the file nor stored")
                }
                return id
            }
            guard let project = projectsByKey[nameKey(name)] else {
                throw ImportRowRefusal("project \"\(name)\" is neither in the file nor stored")
            }
            if let id, id != project.id {
                throw ImportRowRefusal(
                    "project \"\(name)\" has id \(project.id.uuidString.lowercased()), not \(id.uuidString.lowercased())"
                )
            }
            return project.id
        }

        /// The row's id, parsed, noted as seen on `line`; a second row of the file with the
        /// same id names the first one's line.
        private static func claim(
            _ field: ImportField<UUID>, _ entity: String, line: Int, in lines: inout [UUID: Int]
        ) throws -> UUID? {
            guard let id = try field.read() else { return nil }
            if let first = lines[id] {
                throw ImportRowRefusal("\(entity) id \(id.uuidString.lowercased()) is on line \(first) already")
            }
            lines[id] = line
            return id
        }
    }
}
