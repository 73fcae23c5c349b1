// The SQLite store's benchmarks: each measures the store through its repository beside a raw
// C-API baseline doing the same work on the same file in the same run, and reports the ratio.
//
// Written against the small interface below until the shared bench harness lands; the harness
// only needs to call `SQLiteBenchmarks.run()` and print each comparison's `summary`.
import CSQLite
import Data
import Domain
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The SQLite benchmarks: batch create, fetch all, and many single fetches by id.
enum SQLiteBenchmarks {
    /// One benchmark's outcome: the store's best time beside the baseline's best time.
    struct Comparison: Sendable {
        /// What was measured, e.g. "batch create 100,000 todos".
        let name: String
        /// The best wall-clock time through the repository.
        let store: Duration
        /// The best wall-clock time of the raw C-API baseline.
        let baseline: Duration
        /// The least CPU time (all threads) the store used: steadier than wall time on a busy machine.
        let storeCPU: Duration
        /// The least CPU time the baseline used.
        let baselineCPU: Duration
        /// The ratio the store must stay within.
        let goal: Double

        /// How many times slower than the baseline the store was, by the clock.
        var ratio: Double { store / baseline }
        /// How many times more CPU time than the baseline the store used.
        var cpuRatio: Double { storeCPU / baselineCPU }

        /// One line for the report: wall-clock times and ratio against the goal, then CPU times.
        var summary: String {
            let verdict = ratio <= goal ? "ok" : "OVER GOAL"
            return "\(name): \(milliseconds(store)) vs raw \(milliseconds(baseline)) = \(format(ratio))x "
                + "(goal <= \(format(goal))x) \(verdict); CPU \(milliseconds(storeCPU)) vs "
                + "\(milliseconds(baselineCPU)) = \(format(cpuRatio))x"
        }

        private func format(_ value: Double) -> String {
            String(format: "%.2f", value)
        }

        private func milliseconds(_ duration: Duration) -> String {
            let components = duration.components
            return String(format: "%.1f ms", Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15)
        }
    }

    static let rowCount = 100_000
    static let lookupCount = 10_000
    /// Batch creates are long and steady; the reads are short and noisier, so they run more often.
    static let createRounds = 3
    static let readRounds = 15

    /// Runs every benchmark several times, alternating store and baseline, and keeps the best of
    /// each (the run least disturbed by the rest of the machine).
    static func run() async throws -> [Comparison] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-sqlite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let todos = SQLiteBenchmarkData.todos(count: rowCount)
        let ids = SQLiteBenchmarkData.lookupIDs(in: todos, count: lookupCount)

        var create = Best()
        var latest: (repository: TodoRepositoryImpl, raw: RawSQLiteBaseline)?
        for round in 0..<createRounds {
            let storePath = folder.appendingPathComponent("store-\(round).sqlite").path
            let rawPath = folder.appendingPathComponent("raw-\(round).sqlite").path
            _ = try DataStore.sqlite(path: rawPath)  // the same schema, made by the store, then closed
            let repository = TodoRepositoryImpl(dataSource: try DataStore.sqlite(path: storePath).todoDataSource())
            let raw = try RawSQLiteBaseline(path: rawPath)
            create.store(try await timeStore { _ = try await repository.createAll(todos) })
            create.baseline(try timeBaseline { try raw.insert(todos) })
            latest = (repository, raw)  // reads run on the last pair; the others close
        }

        guard let (repository, raw) = latest else { return [] }
        var fetchAll = Best()
        var fetchByID = Best()
        for _ in 0..<readRounds {
            fetchAll.store(try await timeStore { _ = try await repository.fetchAll(.all) })
            fetchAll.baseline(try timeBaseline { _ = try raw.fetchAll() })
            fetchByID.store(
                try await timeStore {
                    for id in ids { _ = try await repository.fetch(id: id) }
                })
            fetchByID.baseline(try timeBaseline { _ = try raw.fetch(ids: ids) })
        }
        return [
            create.comparison("sqlite batch create 100,000 todos", goal: 1.3),
            fetchAll.comparison("sqlite fetchAll of 100,000 todos", goal: 1.3),
            fetchByID.comparison("sqlite 10,000 fetch(id:) calls", goal: 2.5),
        ]
    }

    /// The time one run took, by the clock and in CPU time.
    private struct Sample {
        let wall: Duration
        let cpu: Duration
    }

    /// The best times seen so far of the store and of its baseline.
    private struct Best {
        private var store = (wall: Duration.seconds(1_000_000), cpu: Duration.seconds(1_000_000))
        private var baseline = (wall: Duration.seconds(1_000_000), cpu: Duration.seconds(1_000_000))

        mutating func store(_ sample: Sample) {
            store = (min(store.wall, sample.wall), min(store.cpu, sample.cpu))
        }

        mutating func baseline(_ sample: Sample) {
            baseline = (min(baseline.wall, sample.wall), min(baseline.cpu, sample.cpu))
        }

        func comparison(_ name: String, goal: Double) -> Comparison {
            Comparison(
                name: name, store: store.wall, baseline: baseline.wall, storeCPU: store.cpu, baselineCPU: baseline.cpu,
                goal: goal)
        }
    }

    private static func timeStore(_ body: () async throws -> Void) async throws -> Sample {
        let clock = ContinuousClock()
        let (start, startCPU) = (clock.now, processCPUTime())
        try await body()
        return Sample(wall: clock.now - start, cpu: processCPUTime() - startCPU)
    }

    private static func timeBaseline(_ body: () throws -> Void) throws -> Sample {
        let clock = ContinuousClock()
        let (start, startCPU) = (clock.now, processCPUTime())
        try body()
        return Sample(wall: clock.now - start, cpu: processCPUTime() - startCPU)
    }

    /// CPU time used so far by every thread of this process.
    private static func processCPUTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}

/// The benchmarks' input: deterministic todos, varied in every column.
enum SQLiteBenchmarkData {
    static func todos(count: Int) -> [Todo] {
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        return (0..<count).map { index -> Todo in
            let notes: String = index % 3 == 0 ? "Some longer notes for todo \(index), as people write them." : ""
            let due: Date? = index % 2 == 0 ? start.addingTimeInterval(Double(index) * 60) : nil
            let created: Date = start.addingTimeInterval(Double(index) / 1000)
            return Todo(
                title: "Todo number \(index)", notes: notes, isCompleted: index % 4 == 0,
                priority: Priority.allCases[index % 3], dueDate: due, createdAt: created)
        }
    }

    /// `count` ids of `todos`, spread over the whole set in a scattered order.
    static func lookupIDs(in todos: [Todo], count: Int) -> [UUID] {
        (0..<count).map { todos[($0 * 7919) % todos.count].id }
    }
}
