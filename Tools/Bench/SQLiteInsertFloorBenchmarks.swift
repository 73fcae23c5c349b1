import Data
import Domain
import Foundation
import Synchronization

/// Inserts near SQLite's floor (issue 16, item 3): the store's batch create of time-ordered todos
/// into a file that already holds 300,000 of them, against the raw C API inserting random
/// (version 4) ids, as the app made them before, into a file of the same size with the same
/// schema and the 4 KiB pages the store made before, in the same run. Random ids scatter the id
/// index and the (priority, id) and (due_date, id) indexes past SQLite's page cache;
/// time-ordered ones append there, and the store's index on the id's last group, which starts
/// with the fraction of the second the id was made (`UUID.timeOrdered(at:)`), takes each batch
/// at one place. Goal: at most 0.4x, about 12 us per todo.
///
/// Each run inserts a batch of 50,000, so the tables grow from 300,000 to 550,000 rows over the
/// warm-up and measured runs. Wall clock, per todo.
struct SQLiteInsertFloorBenchmarks: SingleCaseSuite {
    let name = "SQLite floor"
    static let prefilled = 300_000
    static let batchSize = 50_000
    static let runs = 2 + 3
    /// The page size of the baseline's file: SQLite's default, which the store used before.
    static let baselinePageBytes = 4_096
    static let caseName =
        "SQLite: batch create at 300,000-550,000 rows, time-ordered ids vs raw C with random ids, per todo"

    func makeCase(sink: Sink) throws -> BenchmarkCase {
        let folder = try BenchSetup.freshFolder("bench-sqlite-floor")
        let path = { (name: String) in folder.appendingPathComponent(name).path }

        // Both files get the store's schema and are filled by the raw API, which is quicker. The
        // baseline's file keeps the 4 KiB pages the store made before it chose 16 KiB ones, so
        // that it stays the cost this row was set against.
        _ = try DataStore.sqlite(path: path("store.sqlite"))
        try RawSQLiteBaseline.createEmptyFile(path: path("raw.sqlite"), pageBytes: Self.baselinePageBytes)
        _ = try DataStore.sqlite(path: path("raw.sqlite"))
        try RawSQLiteBaseline(path: path("store.sqlite")).insert(
            SQLiteBenchmarkData.todos(count: Self.prefilled))
        let rawWriter = try RawSQLiteBaseline(path: path("raw.sqlite"))
        try rawWriter.insert(SQLiteBenchmarkData.todos(count: Self.prefilled, randomIDs: true))
        let writer = TodoRepositoryImpl(dataSource: try DataStore.sqlite(path: path("store.sqlite")).todoDataSource())
        // Each batch is made after the one before, as new todos are: later times, later ids.
        let start = { (run: Int) in Date(timeIntervalSince1970: 1_767_225_600 + Double(run + 1) * 1_000) }
        let timeOrdered = (0..<Self.runs).map { SQLiteBenchmarkData.todos(count: Self.batchSize, start: start($0)) }
        let random = (0..<Self.runs).map {
            SQLiteBenchmarkData.todos(count: Self.batchSize, randomIDs: true, start: start($0))
        }
        let taken = Mutex((store: 0, raw: 0))

        var benchmarkCase = BenchmarkCase(
            Self.caseName, goal: .ratio(0.4),
            subject: { _ in
                let index = taken.withLock { taken in
                    defer { taken.store += 1 }
                    return min(taken.store, Self.runs - 1)
                }
                sink.blackHole((try? waitFor { try await writer.createAll(timeOrdered[index]) })?.count ?? -1)
            },
            baseline: { _ in
                let index = taken.withLock { taken in
                    defer { taken.raw += 1 }
                    return min(taken.raw, Self.runs - 1)
                }
                sink.blackHole((try? rawWriter.insert(random[index])) == nil ? -1 : Self.batchSize)
            })
        benchmarkCase.fixedIterations = Self.batchSize
        benchmarkCase.rounds = Self.runs - 2
        benchmarkCase.measuresWallTime = true
        return benchmarkCase
    }
}
