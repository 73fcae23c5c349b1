// The services the DI suite resolves, shaped like the app's: protocols for abstractions,
// final classes for implementations, constructor injection.

protocol BenchGreeter: AnyObject, Sendable {}
protocol BenchNameFormatter: Sendable {}
protocol BenchClock: AnyObject, Sendable {}
protocol BenchDataSource: Sendable {}
protocol BenchRepository: Sendable {}

final class TitleCaseFormatter: BenchNameFormatter {}

final class DefaultGreeter: BenchGreeter {
    let formatter: any BenchNameFormatter

    init(formatter: any BenchNameFormatter) {
        self.formatter = formatter
    }
}

final class SystemBenchClock: BenchClock {}

final class InMemoryBenchDataSource: BenchDataSource {}

final class DefaultBenchRepository: BenchRepository {
    let dataSource: any BenchDataSource
    let formatter: any BenchNameFormatter

    init(dataSource: any BenchDataSource, formatter: any BenchNameFormatter) {
        self.dataSource = dataSource
        self.formatter = formatter
    }
}

final class CompleteTodoUseCase: Sendable {
    let repository: any BenchRepository

    init(repository: any BenchRepository) {
        self.repository = repository
    }
}

/// The top of the 5-node graph; the repository is shared by the view model and the use case,
/// which is what graph scope (the default) gives and what hand-written code does.
final class BenchViewModel: Sendable {
    let completeTodo: CompleteTodoUseCase
    let repository: any BenchRepository

    init(completeTodo: CompleteTodoUseCase, repository: any BenchRepository) {
        self.completeTodo = completeTodo
        self.repository = repository
    }
}

/// The hand-written composition root the container-scoped case compares with: the singleton is
/// built once and handed out by reading a stored property.
final class HandWrittenRoot: Sendable {
    let clock: any BenchClock = SystemBenchClock()
}
