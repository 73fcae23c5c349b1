import DI
import Testing

@Suite("Concurrent resolves from many tasks")
struct ConcurrentResolutionTests {
    @Test("many tasks resolving a container-scoped service first at the same moment run its factory once")
    func concurrentFirstResolveRunsFactoryOnce() async throws {
        for _ in 0..<25 {
            let counter = FactoryCounter()
            let arrivals = FactoryCounter()
            let container = Container()
            container.register((any TodoDataSource).self) { _ in
                counter.increment()
                // Hold the first creation open until a second task has asked too, so that both
                // are inside `resolve` together (bounded, in case only one thread runs tasks).
                var spins = 0
                while arrivals.value < 2, spins < 20_000_000 {
                    spins += 1
                }
                return InMemoryTodoDataSource()
            }.inObjectScope(.container)
            container.freeze()

            let identities = await withTaskGroup(of: ObjectIdentifier?.self) { group in
                for _ in 0..<16 {
                    group.addTask {
                        arrivals.increment()
                        return container.resolve((any TodoDataSource).self).map { ObjectIdentifier($0) }
                    }
                }
                var seen: Set<ObjectIdentifier?> = []
                for await identity in group {
                    seen.insert(identity)
                }
                return seen
            }

            #expect(counter.value == 1)
            #expect(identities.count == 1)
            #expect(!identities.contains(nil))
        }
    }

    @Test("many tasks building graphs at once each get a complete, consistent graph")
    func concurrentGraphsAreConsistent() async throws {
        let container = Container.todoGraph(dataSourceScope: .container)

        let consistent = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<64 {
                group.addTask {
                    guard let viewModel = container.resolve(TodoListViewModel.self),
                        let repository = viewModel.repository as? TodoRepositoryImpl
                    else { return false }
                    return repository.clock === viewModel.clock
                }
            }
            var results: [Bool] = []
            for await result in group {
                results.append(result)
            }
            return results
        }

        #expect(consistent.count == 64)
        #expect(consistent.allSatisfy { $0 })
    }
}
