import Domain
import Foundation
import Observation

/// Export to and import from JSON Lines: one project or todo per line, projects first.
///
/// Import is all or nothing. Every row is checked first; when any is bad, every problem is
/// reported with its line number and nothing is written. A row identical to a stored project or
/// todo is skipped, so importing an export of the same store changes nothing; a row whose id is
/// stored with other content is a conflict, unless the import replaces. Otherwise the new
/// projects and todos are committed together by the store's ``/Domain/UnitOfWork``, in one transaction:
/// a failure, or the process being killed half-way, leaves none of them. Replaced rows are
/// updated after that commit, and should one fail, everything before it is undone.
@MainActor
@Observable
public final class TransferViewModel: ActionRunning {
    /// Where the last action is.
    public internal(set) var state: LoadState = .idle
    /// Why the last action failed, for the person; nil after a success.
    public internal(set) var errorMessage: String?
    /// The repository's typed error behind ``errorMessage``, when a repository failed.
    public internal(set) var repositoryError: RepositoryError?
    /// Why the last action failed, for code to decide on (an ambiguous id prefix, an unknown
    /// project, a repository's typed error...); nil after a success.
    public internal(set) var failure: ActionFailure?
    /// The bad rows of the last import; empty when every row was good.
    public private(set) var problems: [ImportProblem] = []
    /// How many projects and todos the last import added or replaced.
    public var imported: (projects: Int, todos: Int) { (summary.projects, summary.todos) }
    /// What the last import did, including the rows it skipped as unchanged.
    public private(set) var summary = ImportSummary()

    private let todoRepository: any TodoRepositoryProtocol
    private let projectRepository: any ProjectRepositoryProtocol
    private let unitOfWork: any UnitOfWork

    /// Makes a view model that reads through the two repositories and imports through
    /// `unitOfWork`, the same store's.
    public nonisolated init(
        todoRepository: any TodoRepositoryProtocol,
        projectRepository: any ProjectRepositoryProtocol,
        unitOfWork: any UnitOfWork
    ) {
        self.todoRepository = todoRepository
        self.projectRepository = projectRepository
        self.unitOfWork = unitOfWork
    }

    /// Every project and todo as JSON Lines (each line ending in a new line), or nil on failure.
    public func export(timeZone: TimeZone = .current) async -> String? {
        await perform {
            let projects = try await projectRepository.fetchAll(.all)
            let names = Dictionary(projects.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
            let todos = try await todoRepository.fetchAll(.all)
            var lines = projects.map { JSONText.compact(ProjectJSON($0, openTodos: nil, type: "project")) }
            lines += todos.map { todo in
                JSONText.compact(
                    TodoJSON(todo, projectName: todo.projectID.flatMap { names[$0] }, timeZone: timeZone, type: "todo"))
            }
            return lines.map { $0 + "\n" }.joined()
        }
    }

    /// Imports `text` (JSON Lines); returns whether every row was imported or skipped as
    /// unchanged. With `replace`, a row whose id is stored with other content overwrites it. On
    /// `false`, either ``problems`` lists the bad rows or ``errorMessage`` says why the store
    /// refused.
    @discardableResult
    public func importLines(
        _ text: String, timeZone: TimeZone = .current, replace: Bool = false,
        progress: (ImportProgress) -> Void = { _ in }
    ) async -> Bool {
        problems = []
        summary = ImportSummary()
        return await perform {
            let plan = ImportPlan.make(
                text: text,
                existingProjects: try await projectRepository.fetchAll(.all),
                existingTodos: try await todoRepository.fetchAll(.all),
                timeZone: timeZone,
                replace: replace,
                progress: { progress(ImportProgress(phase: .checking, completed: $0, total: $1)) })
            guard plan.problems.isEmpty else {
                problems = plan.problems
                throw ActionFailure.importRejected(problemCount: plan.problems.count)
            }
            let todoCount = plan.newTodos.count + plan.replacedTodos.count
            progress(ImportProgress(phase: .writing, completed: 0, total: todoCount))
            try await write(plan)
            progress(ImportProgress(phase: .writing, completed: todoCount, total: todoCount))
            summary = ImportSummary(
                projects: plan.newProjects.count + plan.replacedProjects.count, todos: todoCount,
                replaced: plan.replacedProjects.count + plan.replacedTodos.count, unchanged: plan.unchanged)
            return true
        } ?? false
    }

    /// Commits the plan's new projects and todos in one transaction, then replaces the stored
    /// rows it replaces; when a replacement fails, the steps before it are undone in reverse,
    /// so that a failed import leaves the store as it was.
    private func write(_ plan: ImportPlan) async throws {
        let stored = try await storedVersions(of: plan)
        var batch = WriteBatch()
        batch.create(plan.newProjects)
        batch.create(plan.newTodos)
        try await unitOfWork.commit(batch)
        var undo: [() async -> Void] = [
            { [projectRepository, todoRepository] in
                for todo in plan.newTodos { try? await todoRepository.delete(id: todo.id) }
                for project in plan.newProjects { try? await projectRepository.delete(id: project.id) }
            }
        ]
        do {
            for project in plan.replacedProjects {
                _ = try await projectRepository.update(id: project.id) { $0 = project }
                if let previous = stored.projects[project.id] {
                    undo.append { [projectRepository] in
                        _ = try? await projectRepository.update(id: previous.id) { $0 = previous }
                    }
                }
            }
            for todo in plan.replacedTodos {
                _ = try await todoRepository.update(id: todo.id) { $0 = todo }
                if let previous = stored.todos[todo.id] {
                    undo.append { [todoRepository] in
                        _ = try? await todoRepository.update(id: previous.id) { $0 = previous }
                    }
                }
            }
        } catch {
            for step in undo.reversed() { await step() }
            throw error
        }
    }

    /// The stored projects and todos a plan replaces, to put back should the import fail.
    private func storedVersions(of plan: ImportPlan) async throws -> (projects: [UUID: Project], todos: [UUID: Todo]) {
        var projects: [UUID: Project] = [:]
        for project in plan.replacedProjects {
            projects[project.id] = try await projectRepository.fetch(id: project.id)
        }
        var todos: [UUID: Todo] = [:]
        for todo in plan.replacedTodos { todos[todo.id] = try await todoRepository.fetch(id: todo.id) }
        return (projects, todos)
    }
}
