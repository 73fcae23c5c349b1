import Data
import Dispatch
import Domain
import FileStore
import Foundation
import Synchronization

/// The JSON file store, each figure beside a baseline in the same run:
/// (a) one `create` in a store of 100,000 todos against one in a store of 1,000: the write cost
///     must not grow with the store (goal: at most 2x);
/// (b) `fetchAll` of 100,000 todos against decoding the same records with a bare `JSONDecoder`
///     (goal: at most 2x). One operation takes far longer than a calibrated batch, so this case
///     runs one operation per batch for a few rounds.
///
/// Both cases time wall clock: the store does its work on a thread of its own, and a write's
/// cost includes the wait for its `fsync` (a few milliseconds on a typical disk, the same at any
/// store size).
struct FileStoreBenchmarks: BenchmarkSuite {
    let name = "File"

    func makeCases(sink: Sink) throws -> [BenchmarkCase] {
        // One fixed folder, emptied on every run, so that runs do not pile up stores in /tmp.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("CleanArchitectureBench-File")
        try? FileManager.default.removeItem(at: root)
        let large = try Self.wait { try await Self.seededStore(root.appendingPathComponent("large"), 100_000) }
        let small = try Self.wait { try await Self.seededStore(root.appendingPathComponent("small"), 1_000) }
        let json = try JSONEncoder().encode(large.seeded.map(TodoRecord.init))

        var fetchAll = BenchmarkCase(
            "File: fetchAll of 100,000 vs bare JSONDecoder of them (wall, 1 per batch, 5 rounds)", goal: .ratio(2),
            subject: { iterations in
                for _ in 0..<iterations {
                    let count = try? Self.wait { try await large.todos.fetchAll(.all).count }
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
        fetchAll.measuresWallTime = true
        // Measured after fetchAll, which must see exactly the records the baseline decodes.
        var create = BenchmarkCase(
            "File: create in a store of 100,000 vs of 1,000 (wall, fsync included)", goal: .ratio(2),
            subject: { iterations in Self.create(iterations, in: large.todos, sink: sink) },
            baseline: { iterations in Self.create(iterations, in: small.todos, sink: sink) })
        create.measuresWallTime = true
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

    private static func create(_ iterations: Int, in todos: TodoRepositoryImpl, sink: Sink) {
        for _ in 0..<iterations {
            let created = try? wait { try await todos.create(Todo(title: "One more", notes: "timed")) }
            sink.blackHole(created == nil ? 0 : 1)
        }
    }

    /// Runs `operation` and blocks the calling thread until it is done: the harness times
    /// synchronous closures.
    private static func wait<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) throws -> T {
        let outcome = Outcome<T>()
        Task {
            let result: Result<T, any Error>
            do {
                result = .success(try await operation())
            } catch {
                result = .failure(error)
            }
            outcome.value.withLock { $0 = result }
            outcome.done.signal()
        }
        outcome.done.wait()
        guard let result = outcome.value.withLock({ $0 }) else { throw CancellationError() }
        return try result.get()
    }

    private final class Outcome<T: Sendable>: Sendable {
        let value = Mutex<Result<T, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
    }

    private struct SeededStore: Sendable {
        let todos: TodoRepositoryImpl
        let seeded: [Todo]
    }
}
