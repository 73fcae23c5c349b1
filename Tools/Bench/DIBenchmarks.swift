import DI

/// The container against hand-written construction of the same objects, in the same run:
/// (a) a transient service with one dependency, (b) a container-scoped service, (c) a 5-node
/// graph (view model, use case, repository, data source, formatter) whose repository is shared,
/// as graph scope (the default) shares it and as hand-written code does. Goals: at most 3x, 3x and 4x the hand-written code.
struct DIBenchmarks: BenchmarkSuite {
    let name = "DI"

    func makeCases(sink: Sink) throws -> [BenchmarkCase] {
        let container = Self.makeContainer()
        try container.verify()
        let root = HandWrittenRoot()
        return [
            BenchmarkCase(
                "DI: transient with one dependency", goal: .ratio(3),
                subject: { iterations in
                    for _ in 0..<iterations {
                        if let greeter = container.resolve((any BenchGreeter).self) {
                            sink.blackHole(greeter)
                        }
                    }
                },
                baseline: { iterations in
                    for _ in 0..<iterations {
                        let greeter: any BenchGreeter = DefaultGreeter(formatter: TitleCaseFormatter())
                        sink.blackHole(greeter)
                    }
                }),
            BenchmarkCase(
                "DI: container-scoped service", goal: .ratio(3),
                subject: { iterations in
                    for _ in 0..<iterations {
                        if let clock = container.resolve((any BenchClock).self) {
                            sink.blackHole(clock)
                        }
                    }
                },
                baseline: { iterations in
                    for _ in 0..<iterations {
                        sink.blackHole(root.clock)
                    }
                }),
            BenchmarkCase(
                "DI: 5-node graph", goal: .ratio(4),
                subject: { iterations in
                    for _ in 0..<iterations {
                        if let viewModel = container.resolve(BenchViewModel.self) {
                            sink.blackHole(viewModel)
                        }
                    }
                },
                baseline: { iterations in
                    for _ in 0..<iterations {
                        let repository: any BenchRepository = DefaultBenchRepository(
                            dataSource: InMemoryBenchDataSource(), formatter: TitleCaseFormatter())
                        let viewModel = BenchViewModel(
                            completeTodo: CompleteTodoUseCase(repository: repository), repository: repository)
                        sink.blackHole(viewModel)
                    }
                }),
        ]
    }

    /// The same objects, registered the way the composition root registers the app's.
    private static func makeContainer() -> Container {
        let container = Container()
        container.register((any BenchNameFormatter).self) { _ in TitleCaseFormatter() }.inObjectScope(.transient)
        container.register((any BenchGreeter).self) { resolver in
            try DefaultGreeter(formatter: resolver.require((any BenchNameFormatter).self))
        }.inObjectScope(.transient)
        container.register((any BenchClock).self) { _ in SystemBenchClock() }.inObjectScope(.container)
        container.register((any BenchDataSource).self) { _ in InMemoryBenchDataSource() }
        container.register((any BenchRepository).self) { resolver in
            try DefaultBenchRepository(
                dataSource: resolver.require((any BenchDataSource).self),
                formatter: resolver.require((any BenchNameFormatter).self))
        }
        container.register(CompleteTodoUseCase.self) { resolver in
            try CompleteTodoUseCase(repository: resolver.require((any BenchRepository).self))
        }
        container.register(BenchViewModel.self) { resolver in
            try BenchViewModel(
                completeTodo: resolver.require(CompleteTodoUseCase.self),
                repository: resolver.require((any BenchRepository).self))
        }
        container.freeze()
        return container
    }
}
