import Data
import Domain
import Foundation
import SQLiteStore

/// The SQLite store through its repository against the raw C API doing the same work on the same
/// kind of file in the same run (`RawSQLiteBaseline.swift`): (a) creating 100,000 todos in one
/// batch, (b) fetching all of 100,000, (c) 10,000 separate `fetch(id:)` calls against the same
/// lookups through one reused statement, each its own read transaction as each call is. Goals:
/// at most 1.3x, 1.3x and 2.5x.
///
/// The store works on its own threads while the caller waits, so these cases time the wall clock
/// (the calling thread's CPU time would miss the work); each figure is one batch (100,000 rows, or
/// 10,000 calls) divided by its size, the size the goals were set for.
struct SQLiteBenchmarks: BenchmarkSuite {
    let name = "SQLite"

    static let rowCount = 100_000
    static let lookupCount = 10_000
    /// Batches per side for the create case, warm-up included: each needs its own todos.
    static let createBatches = 2 + 3

    func makeCases(sink: Sink) throws -> [BenchmarkCase] {
        // One folder, emptied at the start of every run: the cases outlive this function, so the
        // files stay until the next run rather than piling up.
        let folder = try BenchSetup.freshFolder("bench-sqlite")
        let path = { (name: String) in folder.appendingPathComponent(name).path }

        // The read cases share one file of 100,000 todos, written by the store.
        let readStore = try DataStore.sqlite(path: path("read.sqlite"))
        let reader = TodoRepositoryImpl(dataSource: readStore.todoDataSource())
        let stored = SQLiteBenchmarkData.todos(count: Self.rowCount)
        _ = try waitFor { try await reader.createAll(stored) }
        let rawReader = try RawSQLiteBaseline(path: path("read.sqlite"))
        let ids = SQLiteBenchmarkData.lookupIDs(in: stored, count: Self.lookupCount)

        // The create cases each write fresh todos to a file of their own, schema made by the store.
        _ = try DataStore.sqlite(path: path("raw-create.sqlite"))
        let rawWriter = try RawSQLiteBaseline(path: path("raw-create.sqlite"))
        let writer = TodoRepositoryImpl(dataSource: try DataStore.sqlite(path: path("create.sqlite")).todoDataSource())
        let batches = SQLiteBenchmarkBatches(count: Self.createBatches, size: Self.rowCount)

        return [
            Self.timedCase(
                "SQLite: batch create 100,000 todos, per todo", goal: .ratio(1.3), size: Self.rowCount,
                rounds: Self.createBatches - 2,
                subject: { _ in
                    let batch = batches.next(for: .store)
                    sink.blackHole((try? waitFor { try await writer.createAll(batch) })?.count ?? -1)
                },
                baseline: { _ in
                    let batch = batches.next(for: .baseline)
                    sink.blackHole((try? rawWriter.insert(batch)) == nil ? -1 : batch.count)
                }),
            Self.timedCase(
                "SQLite: fetchAll of 100,000 todos, per todo", goal: .ratio(1.3), size: Self.rowCount, rounds: 11,
                subject: { _ in
                    sink.blackHole((try? waitFor { try await reader.fetchAll(.all) })?.count ?? -1)
                },
                baseline: { _ in
                    sink.blackHole((try? rawReader.fetchAll())?.count ?? -1)
                }),
            Self.timedCase(
                "SQLite: 10,000 fetch(id:) calls, per call", goal: .ratio(2.5), size: Self.lookupCount, rounds: 11,
                subject: { iterations in
                    let found = try? waitFor {
                        var found = 0
                        for index in 0..<iterations {
                            found += try await reader.fetch(id: ids[index % ids.count]).isCompleted ? 1 : 0
                        }
                        return found
                    }
                    sink.blackHole(found ?? -1)
                },
                baseline: { iterations in
                    sink.blackHole((try? rawReader.fetch(ids: ids, count: iterations))?.count ?? -1)
                }),
        ]
    }
}

extension SQLiteBenchmarks {
    /// A case of `size` operations per batch, timed by the wall clock.
    fileprivate static func timedCase(
        _ name: String, goal: BenchmarkCase.Goal, size: Int, rounds: Int,
        subject: @escaping (_ iterations: Int) -> Void, baseline: @escaping (_ iterations: Int) -> Void
    ) -> BenchmarkCase {
        var benchmarkCase = BenchmarkCase(name, goal: goal, subject: subject, baseline: baseline)
        benchmarkCase.fixedIterations = size
        benchmarkCase.rounds = rounds
        benchmarkCase.measuresWallTime = true
        return benchmarkCase
    }
}

/// Runs async work to its end from the harness's synchronous closures: the calling thread waits
/// while the work runs on Swift's pool and the store's threads.
func waitFor<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
    let outcome = WaitOutcome<T>()
    let done = DispatchSemaphore(value: 0)
    Task {
        do {
            outcome.set(.success(try await body()))
        } catch {
            outcome.set(.failure(error))
        }
        done.signal()
    }
    done.wait()
    return try outcome.get()
}
