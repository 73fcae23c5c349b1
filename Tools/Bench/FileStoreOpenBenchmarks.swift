import Data
import Domain
import FileStore
import Foundation
import Synchronization

/// What a person feels on a file store that has grown: `demo --store file:DIR todo list --limit 10`
/// over 100,000 todos, the whole release process (start, open: read and parse the snapshot, load
/// the tables, then query, render, exit), beside `python3 -c 'import json; json.load(open(SNAPSHOT))'`
/// on the same snapshot in the same run: Python's C JSON parser reading the same bytes into
/// generic objects. Goal: at most 1.5x (issue 41 relaxed it from 0.5x: the store reads its records
/// through their `Codable` conformances, one JSON path for every entity, rather than a reader
/// written per record for speed).
///
/// Both sides are child processes, so the case times wall clock, one run per batch, each run
/// spawned and waited for directly (``ChildProcess``), not through Foundation's `Process`,
/// whose exit polling added up to 50 ms to either side. Python is started by its real
/// executable, not through a shim script that would slow the baseline.
struct FileStoreOpenBenchmarks: SingleCaseSuite {
    let name = "File open"
    static let todoCount = 100_000
    static let caseName = "File: demo todo list --limit 10, 100,000 todos (one process) vs python3 json.load"

    func makeCase(sink: Sink) throws -> BenchmarkCase {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-file-open")
        try? FileManager.default.removeItem(at: folder)
        try Self.seed(folder, count: Self.todoCount)
        let snapshot = folder.appendingPathComponent("snapshot.json").path
        let demo = try DemoBenchmarks.demoExecutable()
        let python = try Self.pythonExecutable()
        let environment = ["TZ": "UTC", "HOME": folder.path, "PATH": "/usr/bin:/bin"]
        let demoArguments = ["--store", "file:\(folder.path)", "todo", "list", "--limit", "10"]
        let pythonArguments = ["-c", "import json; json.load(open('\(snapshot)'))"]

        let listed = try ChildProcess.run(demo, demoArguments, environment: environment)
        let parsed = try ChildProcess.run(python, pythonArguments, environment: environment)
        guard listed.status == 0, listed.stdout.split(separator: "\n").count == 10, parsed.status == 0 else {
            throw BenchSetupError("demo or python3 failed on the store: \(listed.stderr) \(parsed.stderr)")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: snapshot)[.size] as? Int) ?? 0
        Output.error("File open: the snapshot of \(Self.todoCount) todos is \(size) bytes")
        if let peak = ChildPeakMemory.bytes(of: demo, demoArguments, environment: environment, python: python),
            size > 0
        {
            let ratio = (Double(peak) / Double(size) * 100).rounded() / 100
            Output.error(
                "File open: the demo's peak resident memory is \(peak) bytes, \(ratio)x the snapshot (goal: 3x)")
        }
        return .wallClock(
            Self.caseName, goal: .ratio(1.5), rounds: 11,
            subject: {
                sink.blackHole(ChildProcess.printedBytes(demo, demoArguments, environment: environment))
            },
            baseline: {
                sink.blackHole(ChildProcess.printedBytes(python, pythonArguments, environment: environment))
            })
    }

    /// A store of `count` todos (a third with notes, most with a due date), written in one batch
    /// and so folded at once into the snapshot, as a store that has lived a while is.
    static func seed(_ folder: URL, count: Int) throws {
        let store = try DataStore.file(at: folder)
        let todos = TodoRepositoryImpl(dataSource: store.todoDataSource())
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        let batch = (0..<count).map { index in
            Todo(
                title: "Todo number \(index) with a title of ordinary length",
                notes: index % 3 == 0 ? "remember the milk" : "", isCompleted: index % 5 == 0,
                priority: Priority.allCases[index % 3],
                dueDate: index % 4 == 0 ? nil : start.addingTimeInterval(Double(index)),
                createdAt: start.addingTimeInterval(Double(index)))
        }
        let done = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task {
            do {
                _ = try await todos.createAll(batch)
            } catch {
                failure.set("\(error)")
            }
            done.signal()
        }
        done.wait()
        if let message = failure.get() { throw BenchSetupError("seeding the file store failed: \(message)") }
    }

    /// The python3 interpreter itself, as `sys.executable` names it.
    static func pythonExecutable() throws -> String {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for directory in ["/usr/bin", "/usr/local/bin"] + path
        where FileManager.default.isExecutableFile(atPath: directory + "/python3") {
            let output = try ChildProcess.run(
                directory + "/python3", ["-c", "import sys; print(sys.executable)"],
                environment: ProcessInfo.processInfo.environment)
            let path = output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            if output.status == 0, FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw BenchSetupError("no python3 on this machine: the baseline needs it")
    }
}

/// A message set by a task and read after it is done.
private final class FailureBox: Sendable {
    private let message = Mutex<String?>(nil)

    func set(_ text: String) {
        message.withLock { $0 = text }
    }

    func get() -> String? {
        message.withLock { $0 }
    }
}
