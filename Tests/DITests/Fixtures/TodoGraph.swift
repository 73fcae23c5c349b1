import DI
import Synchronization

// A small graph shaped like the demo's: a view model over a repository over a data source, plus
// a clock shared by both. Protocols are class-bound so that tests can compare identities.

protocol TodoDataSource: AnyObject, Sendable {}
protocol TodoRepositoryProtocol: AnyObject, Sendable {
    var dataSource: any TodoDataSource { get }
}
protocol Clock: AnyObject, Sendable {}

final class InMemoryTodoDataSource: TodoDataSource {}
final class SQLiteTodoDataSource: TodoDataSource {}
final class SystemClock: Clock {}

final class TodoRepositoryImpl: TodoRepositoryProtocol {
    let dataSource: any TodoDataSource
    let clock: any Clock

    init(dataSource: any TodoDataSource, clock: any Clock) {
        self.dataSource = dataSource
        self.clock = clock
    }
}

final class TodoListViewModel: Sendable {
    let repository: any TodoRepositoryProtocol
    let clock: any Clock

    init(repository: any TodoRepositoryProtocol, clock: any Clock) {
        self.repository = repository
        self.clock = clock
    }
}

/// Counts how often a factory ran, from any task.
final class FactoryCounter: Sendable {
    private let count = Atomic(0)

    var value: Int { count.load(ordering: .acquiring) }

    func increment() {
        count.add(1, ordering: .acquiringAndReleasing)
    }
}

/// The error a data source factory throws when the database cannot be opened.
struct DatabaseLocked: Error, CustomStringConvertible {
    var description: String { "database is locked" }
}

extension Container {
    /// Registers the whole graph with the given scopes; the data source, which `makeDataSource` builds, counts its
    /// creations.
    static func todoGraph(
        dataSourceScope: ObjectScope = .graph,
        clockScope: ObjectScope = .graph,
        counter: FactoryCounter = FactoryCounter(),
        makeDataSource: @escaping @Sendable () throws -> any TodoDataSource = { InMemoryTodoDataSource() }
    ) -> Container {
        let container = Container()
        container.register((any TodoDataSource).self) { _ in
            counter.increment()
            return try makeDataSource()
        }.inObjectScope(dataSourceScope)
        container.register((any Clock).self) { _ in SystemClock() }.inObjectScope(clockScope)
        container.register((any TodoRepositoryProtocol).self) { resolver in
            try TodoRepositoryImpl(
                dataSource: resolver.require((any TodoDataSource).self), clock: resolver.require((any Clock).self))
        }
        container.register(TodoListViewModel.self) { resolver in
            try TodoListViewModel(
                repository: resolver.require((any TodoRepositoryProtocol).self),
                clock: resolver.require((any Clock).self))
        }
        return container
    }
}
