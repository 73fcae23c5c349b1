/// Reads every project and todo for an export, a page of todos at a time, so that the file
/// always imports.
///
/// The reads are several, and no store offers a read transaction across them (the remote one
/// cannot), so another writer may commit between them: projects read before a batch that renames
/// one and adds another, then todos read after it, would export todos of a project the file does
/// not list. So the projects are read again after the last page of todos: when both reads agree,
/// versions included, no project changed meanwhile, and every todo names a project the export
/// lists. Otherwise it reads again, at most ``attempts`` times. The todos are walked by keyset
/// (``Page/after``), so a todo that stayed through the export is in it exactly once, whatever
/// was added or deleted meanwhile; one changed meanwhile is there as it was at one of the reads.
public struct ExportUseCase: Sendable {
    /// How many times ``execute(isolation:restart:projects:todos:)`` reads the store again before
    /// it gives up on a store that another writer keeps changing.
    public static let attempts = 5

    private let todoRepository: any TodoRepositoryProtocol
    private let projectRepository: any ProjectRepositoryProtocol

    /// Exports what the two repositories hold.
    public init(todoRepository: any TodoRepositoryProtocol, projectRepository: any ProjectRepositoryProtocol) {
        self.todoRepository = todoRepository
        self.projectRepository = projectRepository
    }

    /// Every project, then every todo a page at a time (``EntityRepository/forEachPage(of:pageSize:isolation:_:)``),
    /// each handed on as it is read, so that an export of any size holds one page of todos;
    /// ``RepositoryError/unavailable(_:)`` when the store kept changing through ``attempts`` reads.
    ///
    /// The projects are read again after the last page: when any changed meanwhile, what was
    /// handed on may name a project the export does not list, so `restart` is called, and the
    /// caller drops what it was given (a spool file is truncated), and everything is handed on
    /// again, at most ``attempts`` times. The closures run in the caller's isolation.
    public func execute(
        isolation: isolated (any Actor)? = #isolation,
        restart: () async throws -> Void,
        projects: ([Project]) async throws -> Void,
        todos: ([Todo]) async throws -> Void
    ) async throws {
        var before = try await projectRepository.fetchAll(.all)
        for attempt in 0..<Self.attempts {
            if attempt > 0 { try await restart() }
            try await projects(before)
            // Oldest first, as they were added (a todo query's own default is by title).
            try await todoRepository.forEachPage(of: TodoQuery(sort: TodoSort(.createdAt)), todos)
            let after = try await projectRepository.fetchAll(.all)
            if after == before { return }
            before = after
        }
        throw RepositoryError.unavailable(
            FailureEvidence("the store kept changing while it was exported; export again when it is quiet"))
    }
}
