import DI

/// The container against hand-written construction of the same objects, in the same run:
/// (a) a transient service with one dependency, (b) a container-scoped service, (c) a 5-node
/// graph (view model, use case, repository, data source, formatter) whose repository is shared,
/// as graph scope (the default) shares it and as hand-written code does; (d) a `Lazy` and a
/// `Provider` of the transient service, used once; (e) the transient service registered after
/// the container's first resolve. Goals: 5x, 10x, 5x the hand-written code; 10x for (e); 50x for
/// the wrappers, which take the slow path (a type check, closures and a second graph).
struct DIBenchmarks: BenchmarkSuite {
    let name = "DI"

    func makeCases(sink: Sink) throws -> [BenchmarkCase] {
        let container = Self.makeContainer()
        try container.verify()
        let late = try Self.makeLateContainer()
        let root = HandWrittenRoot()
        return [
            resolvingCase(
                "DI: transient with one dependency", goal: 5, sink: sink,
                resolve: { container.resolve((any BenchGreeter).self) },
                byHand: { DefaultGreeter(formatter: TitleCaseFormatter()) as any BenchGreeter }),
            resolvingCase(
                "DI: container-scoped service", goal: 10, sink: sink,
                resolve: { container.resolve((any BenchClock).self) }, byHand: { root.clock }),
            resolvingCase(
                "DI: 5-node graph", goal: 5, sink: sink,
                resolve: { container.resolve(BenchViewModel.self) },
                byHand: {
                    let repository: any BenchRepository = DefaultBenchRepository(
                        dataSource: InMemoryBenchDataSource(), formatter: TitleCaseFormatter())
                    return BenchViewModel(
                        completeTodo: CompleteTodoUseCase(repository: repository), repository: repository)
                }),
            greeterCase("DI: Lazy of a transient, used once", sink: sink) {
                container.resolve(Lazy<any BenchGreeter>.self)?.instance
            },
            greeterCase("DI: Provider of a transient, used once", sink: sink) {
                container.resolve(Provider<any BenchGreeter>.self)?.instance
            },
            greeterCase("DI: registered after the first resolve", sink: sink) {
                late.resolve((any BenchGreeter).self)
            },
        ]
    }

    /// A case building one object through `resolve`, against building it as `byHand` does; each
    /// side makes one closure call per object, so neither pays a cost the other does not.
    private func resolvingCase(
        _ name: String, goal: Double, sink: Sink, resolve: @escaping () -> AnyObject?,
        byHand: @escaping () -> AnyObject
    ) -> BenchmarkCase {
        BenchmarkCase(
            name, goal: .ratio(goal),
            subject: { iterations in
                for _ in 0..<iterations {
                    if let built = resolve() {
                        sink.blackHole(built)
                    }
                }
            },
            baseline: { iterations in
                for _ in 0..<iterations {
                    sink.blackHole(byHand())
                }
            })
    }

    /// A case building the greeter through `resolve` (a wrapper, or a late container), against
    /// building it by hand.
    private func greeterCase(
        _ name: String,
        sink: Sink,
        resolve: @escaping () -> (any BenchGreeter)?
    ) -> BenchmarkCase {
        resolvingCase(
            name, goal: name.contains("after") ? 10 : 50, sink: sink, resolve: resolve,
            byHand: { DefaultGreeter(formatter: TitleCaseFormatter()) as any BenchGreeter })
    }

    /// A container whose greeter is registered after its first resolve.
    private static func makeLateContainer() throws -> Container {
        let container = Container()
        container.register((any BenchNameFormatter).self) { _ in TitleCaseFormatter() }.inObjectScope(.transient)
        _ = try container.require((any BenchNameFormatter).self)
        container.register((any BenchGreeter).self) { resolver in
            try DefaultGreeter(formatter: resolver.require((any BenchNameFormatter).self))
        }.inObjectScope(.transient)
        return container
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
        return container
    }
}
