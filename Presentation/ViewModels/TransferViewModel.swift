import Domain
import Foundation
import Observation

/// Export to and import from JSON Lines: one project or todo per line, projects first.
///
/// Import is all or nothing. Every row is checked first; when any is bad, every problem is
/// reported with its line number and nothing is written. A row identical to a stored project or
/// todo is skipped, so importing an export of the same store changes nothing; a row whose id is
/// stored with other content is a conflict, unless the import replaces. Otherwise the new
/// projects and todos, and the stored ones the import replaces, are committed together by the
/// store's ``/Domain/UnitOfWork``, in one transaction: a failure, or the process being killed
/// half-way, leaves the store as it was.
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

    /// How many times ``export(timeZone:)`` reads the store again before it gives up on a store
    /// that another writer keeps changing.
    static let exportAttempts = 5

    /// Every project and todo as JSON Lines (each line ending in a new line), or nil on failure.
    ///
    /// The lines are one moment of the store even while another process writes to it: the
    /// projects are read again after the todos, and everything is read again when they changed,
    /// at most 5 times before it fails with ``/Domain/RepositoryError/unavailable(_:)``.
    public func export(timeZone: TimeZone = .current) async -> String? {
        await perform {
            let (projects, todos) = try await readSnapshot()
            let names = Dictionary(projects.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
            var lines = projects.map { JSONText.compact(ProjectJSON($0, openTodos: nil, type: "project")) }
            lines += todos.map { todo in
                JSONText.compact(
                    TodoJSON(todo, projectName: todo.projectID.flatMap { names[$0] }, timeZone: timeZone, type: "todo"))
            }
            return lines.map { $0 + "\n" }.joined()
        }
    }

    /// Every project and every todo as they were at one moment.
    ///
    /// The two lists are two reads, and no store offers a read transaction across them (the
    /// remote one cannot), so another writer may commit between them: projects read before a
    /// batch that renames one and adds another, then todos read after it, would export todos of
    /// a project the file does not list. So the projects are read again after the todos: when
    /// both reads agree, versions included, no project changed while the todos were read, and
    /// the todos (one read) are of the same moment. Otherwise it reads again, at most
    /// ``exportAttempts`` times.
    private func readSnapshot() async throws -> (projects: [Project], todos: [Todo]) {
        var projects = try await projectRepository.fetchAll(.all)
        for _ in 0..<Self.exportAttempts {
            let todos = try await todoRepository.fetchAll(.all)
            let projectsAfter = try await projectRepository.fetchAll(.all)
            if projectsAfter == projects { return (projects, todos) }
            projects = projectsAfter
        }
        throw RepositoryError.unavailable(
            FailureEvidence(
                "the store kept changing while it was exported; export again when it is quiet"))
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

    /// Commits the plan in one transaction of the store: its new projects and todos, and the
    /// stored ones it replaces. A failure, or the process being killed at any moment, leaves
    /// the store as it was.
    private func write(_ plan: ImportPlan) async throws {
        var batch = WriteBatch()
        batch.create(plan.newProjects)
        batch.create(plan.newTodos)
        batch.replace(plan.replacedProjects)
        batch.replace(plan.replacedTodos)
        try await unitOfWork.commit(batch)
    }
}
