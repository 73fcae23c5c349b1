import Data
import Dispatch
import Domain
import Foundation
import Synchronization

/// The JSON file store, each figure beside a baseline in the same run:
/// (a) one `create` in a store of 100,000 todos against one in a store of 1,000: the write cost
///     must not grow with the store (goal: at most 2x);
/// (b) `fetchAll` of 100,000 todos against decoding the same records with a bare `JSONDecoder`
///     (goal: at most 2x). One operation takes far longer than a calibrated batch, so this case
///     runs one operation per batch for a few rounds.
///
/// The store is an actor; its work runs on the calling thread (see ``CallingThreadExecutor``) so
/// that the harness's thread CPU time sees all of it. CPU time leaves out the wait for `fsync`
/// (a few milliseconds per write on a typical disk, the same at any store size).
struct FileStoreBenchmarks: BenchmarkSuite {
    let name = "File"

    func makeCases(sink: Sink) throws -> [BenchmarkCase] {
        let executor = CallingThreadExecutor()
        // One fixed folder, emptied on every run, so that runs do not pile up stores in /tmp.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("CleanArchitectureBench-File")
        try? FileManager.default.removeItem(at: root)
        let large = try executor.run { try await Self.seededStore(root.appendingPathComponent("large"), 100_000) }
        let small = try executor.run { try await Self.seededStore(root.appendingPathComponent("small"), 1_000) }
        let json = try JSONEncoder().encode(large.seeded.map(TodoRecord.init))

        var fetchAll = BenchmarkCase(
            "File: fetchAll of 100,000 vs bare JSONDecoder of them (1 per batch, 5 rounds)", goal: .ratio(2),
            subject: { iterations in
                for _ in 0..<iterations {
                    let count = try? executor.run { try await large.todos.fetchAll(.all).count }
                    sink.blackHole(count ?? -1)
                }
            },
            baseline: { iterations in
                for _ in 0..<iterations {
                    let count = try? JSONDecoder().decode([TodoRecord].self, from: json).count
                    sink.blackHole(count ?? -1)
                }
            })
        fetchAll.fixedIterations = 1
        fetchAll.rounds = 5
        // Measured after fetchAll, which must see exactly the records the baseline decodes.
        let create = BenchmarkCase(
            "File: create in a store of 100,000 vs of 1,000", goal: .ratio(2),
            subject: { iterations in Self.create(iterations, in: large.todos, on: executor, sink: sink) },
            baseline: { iterations in Self.create(iterations, in: small.todos, on: executor, sink: sink) })
        return [fetchAll, create]
    }

    /// A store in `folder` seeded with `count` todos in one batch, which is at once folded into
    /// the snapshot, as a store that has lived a while would be.
    private static func seededStore(_ folder: URL, _ count: Int) async throws -> SeededStore {
        let todos = TodoRepositoryImpl(dataSource: try DataStore.file(at: folder).todoDataSource())
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        let seeded = try await todos.createAll(
            (0..<count).map { index in
                Todo(
                    title: "Todo \(index)", notes: index % 3 == 0 ? "remember the milk" : "",
                    isCompleted: index % 2 == 0, priority: Priority.allCases[index % 3],
                    dueDate: index % 4 == 0 ? nil : start.addingTimeInterval(Double(index)),
                    createdAt: start.addingTimeInterval(Double(index)))
            })
        return SeededStore(todos: todos, seeded: seeded)
    }

    private static func create(
        _ iterations: Int, in todos: TodoRepositoryImpl, on executor: CallingThreadExecutor, sink: Sink
    ) {
        for _ in 0..<iterations {
            let created = try? executor.run { try await todos.create(Todo(title: "One more", notes: "timed")) }
            sink.blackHole(created == nil ? 0 : 1)
        }
    }

    private struct SeededStore: Sendable {
        let todos: TodoRepositoryImpl
        let seeded: [Todo]
    }
}

/// Runs async work to completion on the calling thread. With this executor as the task's
/// preference, the file store's actor (a default actor) runs its jobs here too, so the thread
/// CPU time the harness measures covers the whole operation.
final class CallingThreadExecutor: TaskExecutor {
    private let jobs = Mutex<[UnownedJob]>([])
    private let wakeUp = DispatchSemaphore(value: 0)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        wakeUp.signal()
    }

    /// Runs `operation` and returns its result, executing every job it enqueues on this thread.
    func run<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) throws -> T {
        let outcome = Outcome<T>()
        Task(executorPreference: self) {
            let result: Result<T, any Error>
            do {
                result = .success(try await operation())
            } catch {
                result = .failure(error)
            }
            outcome.value.withLock { $0 = result }
            self.wakeUp.signal()
        }
        while true {
            if let result = outcome.value.withLock({ $0 }) {
                return try result.get()
            }
            wakeUp.wait()
            while let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
                job.runSynchronously(on: asUnownedTaskExecutor())
            }
        }
    }

    private final class Outcome<T: Sendable>: Sendable {
        let value = Mutex<Result<T, any Error>?>(nil)
    }
}
