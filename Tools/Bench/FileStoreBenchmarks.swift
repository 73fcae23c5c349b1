import Data
import Domain
import Foundation

/// The JSON file store's benchmarks, each beside its goal and, where there is one, a baseline
/// measured in the same run:
/// - one create at 1,000 and at 100,000 stored todos (goal: ratio at most 2, so the write cost
///   does not grow with the store), plus the amortised share of compaction at 100,000;
/// - fetchAll of 100,000 todos against decoding the same records with a bare `JSONDecoder`
///   (goal: at most 2x).
enum FileStoreBenchmarks {
    /// One measured figure.
    struct Row: CustomStringConvertible {
        let name: String
        let value: String
        let goal: String

        var description: String { "\(name): \(value)  [goal: \(goal)]" }
    }

    /// Runs every benchmark in a temporary folder and returns its rows.
    static func run() async throws -> [Row] {
        let (small, large, compaction) = try await createCosts(small: 1_000, large: 100_000)
        var rows = [
            Row(name: "file create @1k (median of \(samples))", value: format(small), goal: "-"),
            Row(name: "file create @100k (median of \(samples))", value: format(large), goal: "-"),
            Row(name: "file create @100k / @1k", value: String(format: "%.2fx", ratio(large, small)), goal: "<= 2x"),
            Row(
                name: "file compaction @100k, amortised per write",
                value: "\(format(compaction.duration)) once per ~\(compaction.writes) writes = "
                    + format(compaction.duration / compaction.writes),
                goal: "small beside one create"),
        ]
        rows += try await fetchAllCost(storeSize: 100_000)
        return rows
    }

    private static let samples = 300

    /// Median time of one `create` in stores already holding `small` and `large` todos, timed
    /// alternately so that both see the same machine load; then the cost of one compaction in
    /// the large store and how many such creates lie between two compactions.
    private static func createCosts(
        small: Int, large: Int
    ) async throws -> (Duration, Duration, compaction: (duration: Duration, writes: Int)) {
        let folders = try [temporaryFolder(), temporaryFolder()]
        defer {
            for folder in folders { try? FileManager.default.removeItem(at: folder) }
        }
        var stores: [TodoRepositoryImpl] = []
        for (folder, size) in zip(folders, [small, large]) {
            let todos = TodoRepositoryImpl(dataSource: try DataStore.file(at: folder).todoDataSource())
            // One batch, so its journal line outgrows the empty snapshot and is compacted at once.
            _ = try await todos.createAll(sampleTodos(size))
            stores.append(todos)
        }
        let journal = folders[1].appendingPathComponent("journal.jsonl")
        let journalBefore = try fileSize(journal)
        var durations: [[Duration]] = [[], []]
        let clock = ContinuousClock()
        for index in 0..<samples {
            for (store, todos) in stores.enumerated() {
                let todo = Todo(title: "Timed \(index)", notes: "one more write")
                durations[store].append(try await clock.measure { _ = try await todos.create(todo) })
            }
        }
        let bytesPerWrite = max(1, (try fileSize(journal) - journalBefore) / samples)
        let snapshotBytes = try fileSize(folders[1].appendingPathComponent("snapshot.json"))
        let compaction = try await compactionCost(stores[1], folder: folders[1], storeSize: large + samples)
        let medians = durations.map { $0.sorted()[samples / 2] }
        return (medians[0], medians[1], (compaction, max(1, snapshotBytes / bytesPerWrite)))
    }

    /// The time of the one write that folds the journal into the snapshot: fills the journal to
    /// just under the snapshot's size, then creates todos one by one until the journal shrinks.
    private static func compactionCost(
        _ todos: TodoRepositoryImpl, folder: URL, storeSize: Int
    ) async throws -> Duration {
        let journal = folder.appendingPathComponent("journal.jsonl")
        let snapshotBytes = try fileSize(folder.appendingPathComponent("snapshot.json"))
        let fill = (snapshotBytes - (try fileSize(journal))) / max(1, snapshotBytes / storeSize) - 50
        if fill > 0 { _ = try await todos.createAll(sampleTodos(fill, prefix: "Fill")) }
        let clock = ContinuousClock()
        for index in 0..<10_000 {
            let before = try fileSize(journal)
            let todo = Todo(title: "Trigger \(index)", notes: "one more write")
            let duration = try await clock.measure { _ = try await todos.create(todo) }
            if try fileSize(journal) < before { return duration }
        }
        return .zero
    }

    /// fetchAll of a store of `storeSize` todos against a bare decode of the same records.
    private static func fetchAllCost(storeSize: Int) async throws -> [Row] {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let seeded = try DataStore.file(at: folder)
        _ = try await TodoRepositoryImpl(dataSource: seeded.todoDataSource()).createAll(sampleTodos(storeSize))

        let clock = ContinuousClock()
        var opened: DataStore?
        let open = try clock.measure { opened = try DataStore.file(at: folder) }
        let todos = TodoRepositoryImpl(dataSource: (opened ?? seeded).todoDataSource())
        var fetchTimes: [Duration] = []
        var fetched = 0
        for _ in 0..<5 {
            fetchTimes.append(try await clock.measure { fetched = try await todos.fetchAll(.all).count })
        }
        let json = try JSONEncoder().encode(sampleTodos(storeSize).map(TodoRecord.init))
        var decodeTimes: [Duration] = []
        for _ in 0..<5 {
            decodeTimes.append(try clock.measure { _ = try JSONDecoder().decode([TodoRecord].self, from: json) })
        }
        let fetch = fetchTimes.sorted()[2]
        let decode = decodeTimes.sorted()[2]
        return [
            Row(name: "file fetchAll of \(fetched) (median of 5)", value: format(fetch), goal: "-"),
            Row(name: "bare JSONDecoder of the same \(storeSize) records", value: format(decode), goal: "baseline"),
            Row(
                name: "file fetchAll / bare decode", value: String(format: "%.2fx", ratio(fetch, decode)), goal: "<= 2x"
            ),
            Row(name: "file open (load) of \(storeSize)", value: format(open), goal: "-"),
        ]
    }

    private static func sampleTodos(_ count: Int, prefix: String = "Todo") -> [Todo] {
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        return (0..<count).map { index in
            Todo(
                title: "\(prefix) \(index)", notes: index % 3 == 0 ? "remember the milk" : "",
                isCompleted: index % 2 == 0, priority: Priority.allCases[index % 3],
                dueDate: index % 4 == 0 ? nil : start.addingTimeInterval(Double(index)),
                createdAt: start.addingTimeInterval(Double(index)))
        }
    }

    private static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("FileStoreBench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private static func fileSize(_ url: URL) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    }

    private static func ratio(_ lhs: Duration, _ rhs: Duration) -> Double {
        seconds(lhs) / max(seconds(rhs), 1e-9)
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func format(_ duration: Duration) -> String {
        let value = seconds(duration)
        return value < 1e-3 ? String(format: "%.1f µs", value * 1e6) : String(format: "%.2f ms", value * 1e3)
    }
}
