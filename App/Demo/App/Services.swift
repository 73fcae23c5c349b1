import Composition
import DI
import Presentation

/// The view models a command may ask for, resolved from the container the composition root built
/// for the chosen store. Each is resolved once up front, so that a mistake in the graph shows as
/// one clean error before any command runs (CompositionTests verify the graph too).
@MainActor
struct Services {
    /// The todo list; commands set its options with `filter(_:)`.
    let todoList: TodoListViewModel
    /// One todo: show, edit, done, undo, rm.
    let todoDetail: TodoDetailViewModel
    /// The projects.
    let projectList: ProjectListViewModel
    /// Import and export.
    let transfer: TransferViewModel
    /// The container, for generated entities' commands: each resolves its own view model
    /// (CompositionTests check that every generated registration resolves).
    let resolver: any Resolver
    /// Closes the store when the command is done (see `CompositionRoot.close(_:)`).
    let closeStore: @MainActor () async -> Void

    /// Builds the graph over the store at `location` and resolves the view models.
    static func make(store location: StoreLocation) throws -> Services {
        let container = try CompositionRoot.makeContainer(store: location)
        return Services(
            todoList: try container.require(TodoListViewModel.self),
            todoDetail: try container.require(TodoDetailViewModel.self),
            projectList: try container.require(ProjectListViewModel.self),
            transfer: try container.require(TransferViewModel.self),
            resolver: container,
            closeStore: { await CompositionRoot.close(container) })
    }
}
