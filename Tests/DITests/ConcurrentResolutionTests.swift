import DI
import Testing

@Suite("Concurrent resolves from many tasks")
struct ConcurrentResolutionTests {
    @Test("many tasks resolving a container-scoped service first at the same moment run its factory once")
    func concurrentFirstResolveRunsFactoryOnce() async throws {
        for _ in 0..<25 {
            let counter = FactoryCounter()
            let container = Container()
            container.register((any TodoDataSource).self) { _ in
                counter.increment()
                // Some work inside the factory widens the window in which other tasks arrive.
                var sum = 0
                for value in 0..<2_000 {
                    sum &+= value
                }
                return sum >= 0 ? InMemoryTodoDataSource() : SQLiteTodoDataSource()
            }.inObjectScope(.container)
            container.freeze()

            let identities = await withTaskGroup(of: ObjectIdentifier?.self) { group in
                for _ in 0..<64 {
                    group.addTask {
                        container.resolve((any TodoDataSource).self).map { ObjectIdentifier($0) }
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
