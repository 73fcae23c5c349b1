import Domain
import Foundation

/// What an import file would add, checked against the Domain rules and what is stored already,
/// before anything is written: the new projects and todos, or every problem found.
struct ImportPlan {
    var projects: [Project] = []
    var todos: [Todo] = []
    var problems: [ImportProblem] = []

    /// Checks every line of `text` against `existingProjects` and `existingTodoIDs`, reporting
    /// progress every `progressEvery` rows. Projects named in the file but stored already are
    /// reused, not added again.
    static func make(
        text: String,
        existingProjects: [Project],
        existingTodoIDs: Set<UUID>,
        timeZone: TimeZone,
        progress: (Int, Int) -> Void
    ) -> ImportPlan {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var builder = Builder(existingProjects: existingProjects, existingTodoIDs: existingTodoIDs, timeZone: timeZone)
        // Projects first, wherever they are in the file, so that todos may name them.
        var todoRows: [(Int, TodoJSON)] = []
        for (index, line) in lines.enumerated() {
            let number = index + 1
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            switch ImportRow.decode(line) {
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

    /// Accumulates the plan row by row.
    private struct Builder {
        var plan = ImportPlan()
        var projectsByKey: [String: Project]
        var todoIDs: Set<UUID>
        let timeZone: TimeZone

        init(existingProjects: [Project], existingTodoIDs: Set<UUID>, timeZone: TimeZone) {
            projectsByKey = Dictionary(
                existingProjects.map { ($0.nameKey, $0) }, uniquingKeysWith: { first, _ in first })
            todoIDs = existingTodoIDs
            self.timeZone = timeZone
        }

        mutating func report(_ line: Int, _ reason: String) {
            plan.problems.append(ImportProblem(line: line, reason: reason))
        }

        mutating func addProject(_ row: ProjectJSON, line: Int) {
            let key = Project.nameKey(for: row.name)
            guard projectsByKey[key] == nil else { return }
            do {
                let project = try Project(
                    id: try Self.id(row.id), name: row.name, createdAt: try Self.time(row.createdAt, "createdAt")
                ).validated()
                projectsByKey[key] = project
                plan.projects.append(project)
            } catch let error as ValidationError {
                report(line, error.description)
            } catch {
                report(line, "\(error)")
            }
        }

        mutating func addTodo(_ row: TodoJSON, line: Int) {
            do {
                let id = try Self.id(row.id)
                guard !todoIDs.contains(id) else {
                    throw ImportRowError("a todo with id \(id.uuidString.lowercased()) exists already")
                }
                let todo = try Todo(
                    id: id, title: row.title, notes: row.notes ?? "", isCompleted: row.done ?? false,
                    priority: try priority(row.priority), dueDate: try due(row.due),
                    projectID: try project(row.project), createdAt: try Self.time(row.createdAt, "createdAt"),
                    updatedAt: row.updatedAt == nil ? nil : try Self.time(row.updatedAt, "updatedAt")
                ).validated()
                todoIDs.insert(id)
                plan.todos.append(todo)
            } catch let error as ValidationError {
                report(line, error.description)
            } catch let error as ImportRowError {
                report(line, error.reason)
            } catch {
                report(line, "\(error)")
            }
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

        private func project(_ name: String?) throws -> Project.ID? {
            guard let name else { return nil }
            guard let project = projectsByKey[Project.nameKey(for: name)] else {
                throw ImportRowError("project \"\(name)\" is neither in the file nor stored")
            }
            return project.id
        }

        private static func id(_ text: String?) throws -> UUID {
            guard let text else { return UUID() }
            guard let id = UUID(uuidString: text) else { throw ImportRowError("id \"\(text)\" is not a UUID") }
            return id
        }

        private static func time(_ text: String?, _ field: String) throws -> Date {
            guard let text else { return Date() }
            guard let date = Timestamp.parse(text) else {
                throw ImportRowError("\(field) \"\(text)\" is not an ISO 8601 time")
            }
            return date
        }
    }
}
