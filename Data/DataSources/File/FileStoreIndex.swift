import Domain
import Foundation

/// The records of a file store held in memory, with the lookups that keep each rule check
/// O(1): project ids by name key, and how many todos each project has. Reads are answered from
/// here; the files are only written to.
struct FileStoreIndex {
    private(set) var todos: [UUID: TodoRecord] = [:]
    private(set) var projects: [UUID: ProjectRecord] = [:]
    private(set) var projectIDsByNameKey: [String: UUID] = [:]
    private(set) var todoCountsByProject: [UUID: Int] = [:]

    /// The index of `snapshot`; a snapshot that breaks a store rule (edited by hand, say) is
    /// refused with the coding path of the first offending record.
    init(_ snapshot: Snapshot, file: String) throws(FileStoreError) {
        for (index, project) in snapshot.projects.enumerated() {
            guard projects[project.id] == nil else {
                throw Self.inconsistency(
                    "project id \(project.id.uuidString) appears twice", file, "projects[\(index)]")
            }
            guard projectIDsByNameKey[project.nameKey] == nil else {
                throw Self.inconsistency("project name key \"\(project.nameKey)\" is taken", file, "projects[\(index)]")
            }
            put(project)
        }
        for (index, todo) in snapshot.todos.enumerated() {
            guard todos[todo.id] == nil else {
                throw Self.inconsistency("todo id \(todo.id.uuidString) appears twice", file, "todos[\(index)]")
            }
            if let projectID = todo.projectID, projects[projectID] == nil {
                throw Self.inconsistency("project \(projectID.uuidString) does not exist", file, "todos[\(index)]")
            }
            put(todo)
        }
    }

    /// Everything, as a snapshot of `generation` would hold it: records in id order, so that
    /// consecutive snapshots diff line by line.
    func snapshot(generation: Int) -> Snapshot {
        Snapshot(
            generation: generation,
            projects: projects.values.map { ($0.id.orderKey, $0) }.sorted { $0.0 < $1.0 }.map(\.1),
            todos: todos.values.map { ($0.id.orderKey, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
        )
    }

    /// Applies one committed write and says what it changed, per entity.
    @discardableResult
    mutating func apply(_ entry: JournalEntry) -> (todos: ChangeSet<UUID>, projects: ChangeSet<UUID>) {
        var todoChanges = ChangeSet<UUID>()
        var projectChanges = ChangeSet<UUID>()
        for project in entry.putProjects {
            if put(project) {
                projectChanges.updated.append(project.id)
            } else {
                projectChanges.inserted.append(project.id)
            }
        }
        for todo in entry.putTodos {
            if put(todo) { todoChanges.updated.append(todo.id) } else { todoChanges.inserted.append(todo.id) }
        }
        for id in entry.deleteTodos where removeTodo(id) {
            todoChanges.deleted.append(id)
        }
        for id in entry.deleteProjects where removeProject(id) {
            projectChanges.deleted.append(id)
        }
        return (todoChanges, projectChanges)
    }

    /// Stores `project`; true when it replaced one.
    @discardableResult
    private mutating func put(_ project: ProjectRecord) -> Bool {
        let old = projects.updateValue(project, forKey: project.id)
        if let old, projectIDsByNameKey[old.nameKey] == old.id { projectIDsByNameKey[old.nameKey] = nil }
        projectIDsByNameKey[project.nameKey] = project.id
        return old != nil
    }

    /// Stores `todo`; true when it replaced one.
    @discardableResult
    private mutating func put(_ todo: TodoRecord) -> Bool {
        let old = todos.updateValue(todo, forKey: todo.id)
        if let projectID = old?.projectID { todoCountsByProject[projectID, default: 1] -= 1 }
        if let projectID = todo.projectID { todoCountsByProject[projectID, default: 0] += 1 }
        return old != nil
    }

    private mutating func removeTodo(_ id: UUID) -> Bool {
        guard let old = todos.removeValue(forKey: id) else { return false }
        if let projectID = old.projectID { todoCountsByProject[projectID, default: 1] -= 1 }
        return true
    }

    private mutating func removeProject(_ id: UUID) -> Bool {
        guard let old = projects.removeValue(forKey: id) else { return false }
        if projectIDsByNameKey[old.nameKey] == id { projectIDsByNameKey[old.nameKey] = nil }
        todoCountsByProject[id] = nil
        return true
    }

    private static func inconsistency(_ detail: String, _ file: String, _ path: String) -> FileStoreError {
        FileStoreError(file: file, problem: .inconsistent(detail), codingPath: path)
    }
}

extension FileStoreIndex {
    /// An empty index.
    init() {}
}
