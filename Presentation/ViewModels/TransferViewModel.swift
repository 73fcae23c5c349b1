import Domain
import Foundation
import Observation

/// Export to and import from JSON Lines: one project or todo per line, projects first.
///
/// Import is all or nothing. Every row is checked first; when any is bad, every problem is
/// reported with its line number and nothing is written. Otherwise the new projects and todos
/// are committed together by the store's ``UnitOfWork``, in one transaction: a failure, or the
/// process being killed half-way, leaves the store as it was.
@MainActor
@Observable
public final class TransferViewModel: ActionRunning {
    /// Where the last action is.
    public internal(set) var state: LoadState = .idle
    /// Why the last action failed, for the person; nil after a success.
    public internal(set) var errorMessage: String?
    /// The repository's typed error behind ``errorMessage``, when a repository failed.
    public internal(set) var repositoryError: RepositoryError?
    /// The bad rows of the last import; empty when every row was good.
    public private(set) var problems: [ImportProblem] = []
    /// How many projects and todos the last import added.
    public private(set) var imported: (projects: Int, todos: Int) = (0, 0)

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

    /// Imports `text` (JSON Lines); returns whether everything was added. On `false`, either
    /// ``problems`` lists the bad rows or ``errorMessage`` says why the store refused.
    @discardableResult
    public func importLines(
        _ text: String, timeZone: TimeZone = .current, progress: (ImportProgress) -> Void = { _ in }
    ) async -> Bool {
        problems = []
        imported = (0, 0)
        return await perform {
            let plan = ImportPlan.make(
                text: text,
                existingProjects: try await projectRepository.fetchAll(.all),
                existingTodoIDs: Set(try await todoRepository.fetchAll(.all).map(\.id)),
                timeZone: timeZone,
                progress: { progress(ImportProgress(phase: .checking, completed: $0, total: $1)) })
            guard plan.problems.isEmpty else {
                problems = plan.problems
                let count = plan.problems.count
                throw PresentationFailure(
                    message: "\(count) row\(count == 1 ? "" : "s") cannot be imported; nothing was imported.")
            }
            progress(ImportProgress(phase: .writing, completed: 0, total: plan.todos.count))
            try await write(plan)
            progress(ImportProgress(phase: .writing, completed: plan.todos.count, total: plan.todos.count))
            imported = (plan.projects.count, plan.todos.count)
            return true
        } ?? false
    }

    /// Commits the plan's projects and todos in one transaction: all of them, or nothing.
    private func write(_ plan: ImportPlan) async throws {
        var batch = WriteBatch()
        batch.create(plan.projects)
        batch.create(plan.todos)
        try await unitOfWork.commit(batch)
    }
}
