import Domain

/// The repositories of one freshly opened, empty store, as a contract case receives them.
public struct StoreUnderTest: Sendable {
    /// The store's todo repository.
    public let todos: any TodoRepositoryProtocol
    /// The store's project repository.
    public let projects: any ProjectRepositoryProtocol
    /// The store's unit of work, for writes that span entities.
    public let unitOfWork: any UnitOfWork
    /// Runs after the case, e.g. to close a database and delete its folder.
    public let tearDown: @Sendable () async -> Void

    /// Wraps a store's repositories.
    public init(
        todos: any TodoRepositoryProtocol,
        projects: any ProjectRepositoryProtocol,
        unitOfWork: any UnitOfWork,
        tearDown: @escaping @Sendable () async -> Void = {}
    ) {
        self.todos = todos
        self.projects = projects
        self.unitOfWork = unitOfWork
        self.tearDown = tearDown
    }
}

/// Opens a new, empty store for one contract case.
public typealias StoreFactory = @Sendable () async throws -> StoreUnderTest
