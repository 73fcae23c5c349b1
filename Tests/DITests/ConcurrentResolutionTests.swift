import DI
import Synchronization
import Testing

private final class Left: Sendable {
    let right = Mutex<Right?>(nil)
}

private final class Right: Sendable {
    let left = Mutex<Left?>(nil)
}

@Suite("Concurrent resolves from many threads")
struct ConcurrentResolutionTests {
    @Test("threads that all ask for a singleton while its factory runs get one instance from one run")
    func overlappingFirstResolvesRunTheFactoryOnce() throws {
        let threads = 8
        let counter = FactoryCounter()
        let arrivals = Rendezvous()
        let container = Container()
        container.register((any TodoDataSource).self) { _ in
            counter.increment()
            // Every thread has called resolve before the first creation may finish, so all
            // resolves overlap it; a second run of the factory would be a broken once-gate.
            arrivals.wait(for: threads)
            return InMemoryTodoDataSource()
        }.inObjectScope(.container)
        let identities = Mutex<Set<ObjectIdentifier>>([])

        let finished = onThreads(threads) { _ in
            arrivals.arrive()
            if let dataSource = container.resolve((any TodoDataSource).self) {
                identities.withLock { _ = $0.insert(ObjectIdentifier(dataSource)) }
            }
        }

        #expect(finished)
        #expect(counter.value == 1)
        #expect(identities.withLock { $0.count } == 1)
    }

    @Test("a singleton's factory runs without a lock that other singletons need")
    func slowSingletonDoesNotBlockOthers() throws {
        let otherBuilt = Rendezvous()
        let slowStarted = Rendezvous()
        let container = Container()
        container.register((any TodoDataSource).self) { _ in
            slowStarted.arrive()
            // Finishes only after another thread created and received another singleton.
            _ = otherBuilt.wait(for: 1)
            return SQLiteTodoDataSource()
        }.inObjectScope(.container)
        container.register((any Clock).self) { _ in SystemClock() }.inObjectScope(.container)

        let finished = onThreads(2) { index in
            if index == 0 {
                _ = container.resolve((any TodoDataSource).self)
            } else {
                slowStarted.wait(for: 1)
                if container.resolve((any Clock).self) != nil {
                    otherBuilt.arrive()
                }
            }
        }

        #expect(finished)
        #expect(otherBuilt.arrivals == 1)
    }

    @Test("two singletons that need each other through initializers, entered from both ends at once, fail as a cycle")
    func initializerCycleFromBothEndsDoesNotDeadlock() throws {
        let bothInside = Rendezvous()
        let container = Container()
        container.register(Left.self) { resolver in
            bothInside.arrive()
            bothInside.wait(for: 2)
            _ = try resolver.require(Right.self)
            return Left()
        }.inObjectScope(.container)
        container.register(Right.self) { resolver in
            bothInside.arrive()
            bothInside.wait(for: 2)
            _ = try resolver.require(Left.self)
            return Right()
        }.inObjectScope(.container)
        let reasons = Mutex<[String]>([])

        let finished = onThreads(2) { index in
            do throws(ResolutionError) {
                _ = try index == 0 ? container.require(Left.self) as AnyObject : container.require(Right.self)
            } catch {
                reasons.withLock { $0.append("\(error.reason)") }
            }
        }

        #expect(finished)
        #expect(reasons.withLock { $0 } == ["cycle", "cycle"])
    }

    @Test("two singletons that need each other through initCompleted, entered from both ends at once, both resolve")
    func propertyCycleFromBothEndsResolves() throws {
        let container = Container()
        container.register(Left.self) { _ in Left() }
            .initCompleted { resolver, left in left.right.withLock { $0 = resolver.resolve(Right.self) } }
            .inObjectScope(.container)
        container.register(Right.self) { _ in Right() }
            .initCompleted { resolver, right in right.left.withLock { $0 = resolver.resolve(Left.self) } }
            .inObjectScope(.container)

        let finished = onThreads(2) { index in
            _ = index == 0 ? container.resolve(Left.self) as AnyObject? : container.resolve(Right.self)
        }

        #expect(finished)
        let left = try container.require(Left.self)
        let right = try container.require(Right.self)
        #expect(left.right.withLock { $0 } === right)
        #expect(right.left.withLock { $0 } === left)
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
