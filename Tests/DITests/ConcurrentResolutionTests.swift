import DI
import Foundation
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
    @Test("threads that are all inside a resolve while a singleton's factory runs get one instance from one run")
    func overlappingFirstResolvesRunTheFactoryOnce() throws {
        let threads = 8
        let counter = FactoryCounter()
        let inside = Rendezvous()
        let container = Container()
        container.register((any TodoDataSource).self) { _ in
            counter.increment()
            // Finishes only once every thread is inside a resolve of this container, on its way to
            // asking for this singleton: a second run of the factory would be a broken once-gate.
            inside.wait(for: threads)
            return InMemoryTodoDataSource()
        }.inObjectScope(.container)
        container.register(TodoRepositoryImpl.self) { resolver in
            inside.arrive()
            return try TodoRepositoryImpl(dataSource: resolver.require((any TodoDataSource).self), clock: SystemClock())
        }.inObjectScope(.transient)
        let identities = Mutex<Set<ObjectIdentifier>>([])

        let finished = onThreads(threads) { _ in
            if let repository = container.resolve(TodoRepositoryImpl.self) {
                identities.withLock { _ = $0.insert(ObjectIdentifier(repository.dataSource)) }
            }
        }

        #expect(finished)
        #expect(inside.arrivals == threads)
        #expect(counter.value == 1)
        #expect(identities.withLock { $0.count } == 1)
    }

    @Test("a singleton's factory runs without a lock that other singletons need")
    func slowSingletonDoesNotBlockOthers() throws {
        let otherBuilt = Rendezvous()
        let slowStarted = Rendezvous()
        let sawOtherBuilt = Mutex(false)
        let container = Container()
        container.register((any TodoDataSource).self) { _ in
            slowStarted.arrive()
            // Finishes only after another thread created and received another singleton.
            let other = otherBuilt.wait(for: 1)
            sawOtherBuilt.withLock { $0 = other }
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
        #expect(sawOtherBuilt.withLock { $0 })
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

    @Test("threads building graphs at once are all inside a factory together, and each gets a consistent graph")
    func concurrentGraphsOverlapAndAreConsistent() throws {
        let threads = 8
        let inside = Rendezvous()
        let container = Container.todoGraph(dataSourceScope: .container)
        container.register((any Clock).self, name: "meeting") { _ in
            // Returns only once every thread's graph is this far: the resolves really overlapped,
            // and none of them waited for another to finish.
            inside.arrive()
            inside.wait(for: threads)
            return SystemClock()
        }
        container.register(TodoListViewModel.self, name: "meeting") { resolver in
            let clock = try resolver.require((any Clock).self, name: "meeting")
            return try TodoListViewModel(repository: resolver.require((any TodoRepositoryProtocol).self), clock: clock)
        }
        // The repositories themselves, not their identifiers: a repository released when its
        // thread finished could leave its address, and so its identifier, to another thread's.
        let repositories = Mutex<[any TodoRepositoryProtocol]>([])
        let dataSource = try container.require((any TodoDataSource).self)

        let finished = onThreads(threads) { _ in
            if let viewModel = try? container.require(TodoListViewModel.self, name: "meeting"),
                viewModel.repository.dataSource === dataSource
            {
                repositories.withLock { $0.append(viewModel.repository) }
            }
        }

        #expect(finished)
        #expect(inside.arrivals == threads)
        #expect(Set(repositories.withLock { $0.map(ObjectIdentifier.init) }).count == threads)
    }

    @Test("a singleton's factory may wait for another thread that resolves from the same container")
    func singletonFactoryWaitsForAnotherThreadsResolve() throws {
        let container = Container.todoGraph(clockScope: .container)
        let otherThreadDone = Rendezvous()
        let built = Mutex<(any Clock)?>(nil)
        container.register((any TodoDataSource).self, name: "opened") { _ in
            // Like a store whose opening hands work to another thread and waits for it.
            Thread {
                built.withLock { $0 = try? container.require(TodoListViewModel.self).clock }
                otherThreadDone.arrive()
            }.start()
            otherThreadDone.wait(for: 1)
            return SQLiteTodoDataSource()
        }.inObjectScope(.container)

        let finished = onThreads(1) { _ in _ = container.resolve((any TodoDataSource).self, name: "opened") }

        #expect(finished)
        #expect(otherThreadDone.arrivals == 1)
        #expect(built.withLock { $0 } is SystemClock)
    }
}
