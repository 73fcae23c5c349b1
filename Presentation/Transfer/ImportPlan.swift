import Domain
import Foundation

/// What an import file would change, checked against the Domain rules and what is stored
/// already, before anything is written: the projects and todos to add or replace, how many rows
/// are identical to what is stored (skipped, so that importing an export of the same store
/// changes nothing), or every problem found.
struct ImportPlan {
    var newProjects: [Project] = []
    var replacedProjects: [Project] = []
    var newTodos: [Todo] = []
    var replacedTodos: [Todo] = []
    /// Rows identical to a stored project or todo.
    var unchanged = 0
    var problems: [ImportProblem] = []

    /// Checks every line of `text` against what is stored, reporting progress every 1,000 todo
    /// rows. A row whose id is stored with other content is a conflict unless `replace`; a
    /// project named in the file but stored under that name already is reused.
    static func make(
        text: String,
        existingProjects: [Project],
        existingTodos: [Todo],
        timeZone: TimeZone,
        replace: Bool,
        progress: (Int, Int) -> Void
    ) -> ImportPlan {
        let lines = Self.lines(of: text)
        var builder = Builder(
            existingProjects: existingProjects, existingTodos: existingTodos, timeZone: timeZone, replace: replace)
        // Projects first, wherever they are in the file, so that todos may name them.
        var todoRows: [(Int, TodoJSON)] = []
        let decoder = JSONDecoder()
        for (index, line) in lines.enumerated() {
            let number = index + 1
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            switch ImportRow.decode(line, with: decoder) {
            case .failure(let error): builder.report(number, error.reason)
            case .success(.project(let row)): builder.addProject(row, line: number)
            case .success(.todo(let row)): todoRows.append((number, row))
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

    /// The lines of `text`, split on its bytes: "\n" ends a line, and a "\r" before it belongs to
    /// the ending, so CRLF files read line for line. (Splitting on Characters, where "\r\n" is
    /// one, gives the same lines but walks grapheme boundaries: a third of a 100,000-row import.)
    static func lines(of text: String) -> [Substring] {
        let bytes = text.utf8
        var lines: [Substring] = []
        var start = bytes.startIndex
        while true {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            var content = end
            if end < bytes.endIndex, content > start, bytes[bytes.index(before: content)] == UInt8(ascii: "\r") {
                content = bytes.index(before: content)
            }
            lines.append(Substring(bytes[start..<content]))
            guard end < bytes.endIndex else { return lines }
            start = bytes.index(after: end)
        }
    }

    /// Accumulates the plan row by row.
    private struct Builder {
        var plan = ImportPlan()
        var projectsByKey: [String: Project]
        /// Each project name spelled in the file, with its uniqueness key: folding is slow
        /// (Foundation's), and 100,000 todos may name a handful of projects.
        var nameKeys: [String: String] = [:]
        let storedProjects: [UUID: Project]
        let storedTodos: [UUID: Todo]
        /// The line each id was first seen on in this file, to report a repeat with both lines.
        var projectLines: [UUID: Int] = [:]
        var todoLines: [UUID: Int] = [:]
        let timeZone: TimeZone
        let replace: Bool

        init(existingProjects: [Project], existingTodos: [Todo], timeZone: TimeZone, replace: Bool) {
            projectsByKey = Dictionary(
                existingProjects.map { ($0.nameKey, $0) }, uniquingKeysWith: { first, _ in first })
            storedProjects = Dictionary(existingProjects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            storedTodos = Dictionary(existingTodos.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            self.timeZone = timeZone
            self.replace = replace
        }

        mutating func report(_ line: Int, _ reason: String) {
            plan.problems.append(ImportProblem(line: line, reason: reason))
        }

        /// Reports why the row on `line` was refused: a Domain rule in its own words, or the
        /// reason the row could not be read.
        mutating func report(_ line: Int, _ error: any Error) {
            switch error {
            case let error as ValidationError: report(line, error.description)
            case let error as ImportRowError: report(line, error.reason)
            default: report(line, String(describing: error))
            }
        }

        mutating func addProject(_ row: ProjectJSON, line: Int) {
            do {
                let id = try Self.claim(row.id, "project", line: line, in: &projectLines)
                let key = nameKey(row.name)
                let named = projectsByKey[key]
                if let stored = id.flatMap({ storedProjects[$0] }) {
                    try project(row, line: line, storedAs: stored, named: named)
                    return
                }
                if let named {
                    // A project of that name is stored or earlier in the file: todos use it.
                    guard id == nil || id == named.id else {
                        throw ImportRowError(
                            "a project named \"\(named.name)\" exists already with id \(named.id.lowercaseText)")
                    }
                    if storedProjects[named.id] != nil { plan.unchanged += 1 }
                    return
                }
                let project = try Project(
                    id: id ?? .timeOrdered(), name: row.name,
                    createdAt: try Self.time(row.createdAt, "createdAt") ?? Date()
                ).validated()
                projectsByKey[key] = project
                plan.newProjects.append(project)
            } catch {
                report(line, error)
            }
        }

        /// A project row whose id is stored: skipped when identical, replaced or a conflict.
        private mutating func project(_ row: ProjectJSON, line: Int, storedAs stored: Project, named: Project?) throws {
            let candidate = try Project(
                id: stored.id, name: row.name, createdAt: try Self.time(row.createdAt, "createdAt") ?? stored.createdAt
            ).validated()
            if candidate == stored {
                plan.unchanged += 1
                return
            }
            if let named, named.id != stored.id {
                throw ImportRowError(
                    "project \(stored.id.lowercaseText) cannot be renamed to \"\(row.name)\": another project has that name"
                )
            }
            guard replace else {
                let fields = [
                    candidate.name != stored.name ? "name" : nil,
                    candidate.createdAt != stored.createdAt ? "createdAt" : nil,
                ].compactMap { $0 }
                throw ImportRowError(Self.conflict("project", stored.id, fields))
            }
            projectsByKey[stored.nameKey] = nil
            projectsByKey[candidate.nameKey] = candidate
            plan.replacedProjects.append(candidate)
        }

        mutating func addTodo(_ row: TodoJSON, line: Int) {
            do {
                let id = try Self.claim(row.id, "todo", line: line, in: &todoLines)
                let stored = id.flatMap { storedTodos[$0] }
                let createdAt = try Self.time(row.createdAt, "createdAt") ?? stored?.createdAt ?? Date()
                let todo = try Todo(
                    id: id ?? .timeOrdered(), title: row.title, notes: row.notes ?? "", isCompleted: row.done ?? false,
                    priority: try priority(row.priority), dueDate: try due(row.due),
                    projectID: try project(row.project), createdAt: createdAt,
                    updatedAt: try Self.time(row.updatedAt, "updatedAt") ?? (stored?.updatedAt ?? createdAt)
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
                    throw ImportRowError(Self.conflict("todo", stored.id, Self.differences(todo, stored)))
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
            "\(entity) \(id.lowercaseText) is stored with a different \(fields.joined(separator: ", ")); "
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

        private func priority(_ name: String?) throws -> Priority {
            guard let name else { return .medium }
            guard let priority = Priority(name: name) else {
                throw ImportRowError("priority \"\(name)\" is not low, medium or high")
            }
            return priority
        }

        private func due(_ text: String?) throws -> Date? {
            guard let text else { return nil }
            guard let date = DueDateFormat.parse(text, timeZone: timeZone) else {
                throw ImportRowError("due \"\(text)\" is not a date written YYYY-MM-DD")
            }
            return date
        }

        private mutating func project(_ name: String?) throws -> Project.ID? {
            guard let name else { return nil }
            guard let project = projectsByKey[nameKey(name)] else {
                throw ImportRowError("project \"\(name)\" is neither in the file nor stored")
            }
            return project.id
        }

        /// The row's id, parsed, noted as seen on `line`; a second row of the file with the
        /// same id names the first one's line.
        private static func claim(
            _ text: String?, _ entity: String, line: Int, in lines: inout [UUID: Int]
        ) throws -> UUID? {
            guard let id = try text.map(Self.id) else { return nil }
            if let first = lines[id] {
                throw ImportRowError("\(entity) id \(id.lowercaseText) is on line \(first) already")
            }
            lines[id] = line
            return id
        }

        private static func id(_ text: String) throws -> UUID {
            guard let id = UUID(text: text) else { throw ImportRowError("id \"\(text)\" is not a UUID") }
            return id
        }

        private static func time(_ text: String?, _ field: String) throws -> Date? {
            guard let text else { return nil }
            guard let date = Timestamp.parse(text) else {
                throw ImportRowError("\(field) \"\(text)\" is not a real time written in ISO 8601")
            }
            return date
        }
    }
}
