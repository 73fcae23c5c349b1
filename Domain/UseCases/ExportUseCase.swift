/// Reads every project and todo as they were at one moment, for an export.
///
/// The two lists are two reads, and no store offers a read transaction across them (the remote
/// one cannot), so another writer may commit between them: projects read before a batch that
/// renames one and adds another, then todos read after it, would export todos of a project the
/// file does not list. So the projects are read again after the todos: when both reads agree,
/// versions included, no project changed while the todos were read, and the todos (one read) are
/// of the same moment. Otherwise it reads again, at most ``attempts`` times.
public struct ExportUseCase: Sendable {
    /// How many times ``execute()`` reads the store again before it gives up on a store that
    /// another writer keeps changing.
    public static let attempts = 5

    private let todoRepository: any TodoRepositoryProtocol
    private let projectRepository: any ProjectRepositoryProtocol

    /// Exports what the two repositories hold.
    public init(todoRepository: any TodoRepositoryProtocol, projectRepository: any ProjectRepositoryProtocol) {
        self.todoRepository = todoRepository
        self.projectRepository = projectRepository
    }

    /// Every project and every todo, of one moment; ``RepositoryError/unavailable(_:)`` when the
    /// store kept changing through ``attempts`` reads.
    public func execute() async throws(RepositoryError) -> ExportSnapshot {
        var projects = try await projectRepository.fetchAll(.all)
        for _ in 0..<Self.attempts {
            let todos = try await todoRepository.fetchAll(.all)
            let projectsAfter = try await projectRepository.fetchAll(.all)
            if projectsAfter == projects { return ExportSnapshot(projects: projects, todos: todos) }
            projects = projectsAfter
        }
        throw .unavailable(
            FailureEvidence("the store kept changing while it was exported; export again when it is quiet"))
    }
}

/// Every project and todo of one moment of the store.
public struct ExportSnapshot: Equatable, Sendable {
    /// The projects, in the store's order.
    public let projects: [Project]
    /// The todos, in the store's order.
    public let todos: [Todo]

    /// The projects and todos of one moment.
    public init(projects: [Project], todos: [Todo]) {
        self.projects = projects
        self.todos = todos
    }
}
