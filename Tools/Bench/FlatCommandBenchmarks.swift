import Data
import Domain
import Foundation
import SQLiteStore
import Synchronization

/// The demo's one-shot single-todo commands on SQLite, the whole process (start, open, resolve
/// the id prefix, write, print), with 100,000 todos stored against the same command with 1,000
/// (issue 16, item 1). Goal: at most 1.3x, i.e. the cost does not grow with the data.
///
/// Both sides are the same release `demo` on a file of its own, filled by the store before
/// measuring; each command names a todo by the eight digits a listing shows, as a person copies
/// them. Wall clock, one run per batch.
struct FlatCommandBenchmarks: BenchmarkSuite {
    let name = "flat"
    static let smallCount = 1_000
    static let largeCount = 100_000
    static let rounds = 11

    /// One row per command: its name, and its arguments for a given id prefix.
    static let commands: [(name: String, arguments: @Sendable (String) -> [String])] = [
        ("todo add x", { _ in ["todo", "add", "x"] }),
        ("todo done PREFIX", { ["todo", "done", $0] }),
        ("todo undo PREFIX", { ["todo", "undo", $0] }),
        ("todo edit PREFIX --title", { ["todo", "edit", $0, "--title", "Renamed"] }),
        ("todo rm PREFIX --force", { ["todo", "rm", $0, "--force"] }),
        ("todo show PREFIX", { ["todo", "show", $0] }),
    ]

    static func caseName(_ command: String) -> String {
        "flat: demo \(command), 100,000 vs 1,000 todos (SQLite, one process)"
    }

    func makeCases(sink: Sink) throws -> [BenchmarkCase] {
        guard isAsked(for: Self.commands.map { Self.caseName($0.name) }) else { return [] }
        let folder = try BenchSetup.freshFolder("bench-flat")
        let demo = try DemoBenchmarks.demoExecutable()
        let small = try FlatCommandStore(folder: folder, count: Self.smallCount, demo: demo)
        let large = try FlatCommandStore(folder: folder, count: Self.largeCount, demo: demo)

        return Self.commands.map { command in
            .wallClock(
                Self.caseName(command.name), goal: .ratio(1.3), rounds: Self.rounds,
                subject: { sink.blackHole(large.run(command.arguments)) },
                baseline: { sink.blackHole(small.run(command.arguments)) })
        }
    }
}

/// One SQLite file of `count` todos for the flat-command rows, and the prefixes of its todos,
/// handed out one per run so that `rm` always has a todo left to remove.
final class FlatCommandStore: Sendable {
    let demo: String
    let environment: [String: String]
    private let prefixes: [String]
    private let next = Mutex(0)

    init(folder: URL, count: Int, demo: String) throws {
        let path = folder.appendingPathComponent("todos-\(count).sqlite").path
        let todos = SQLiteBenchmarkData.todos(count: count)
        try Self.fill(path: path, with: todos)
        // Eight digits, as listings show them (the start of a time-ordered id's last group); the
        // rare prefix two ids share is skipped.
        let shortened = todos.map { todo in
            let text = todo.id.uuidString.lowercased()
            return String((todo.id.isTimeOrdered ? text.suffix(12) : text[...]).prefix(8))
        }
        var seen: [String: Int] = [:]
        for prefix in shortened { seen[prefix, default: 0] += 1 }
        let stride = max(1, count / 200)
        prefixes = Swift.stride(from: 0, to: count, by: stride).map { shortened[$0] }.filter { seen[$0] == 1 }
        self.demo = demo
        environment = [
            "TZ": "UTC", "HOME": folder.path, "PATH": "/usr/bin:/bin", "DEMO_STORE": "sqlite:\(path)",
        ]
        guard let first = prefixes.first else { throw BenchSetupError("no todo has a unique short id") }
        let check = try ChildProcess.run(demo, ["todo", "show", first], environment: environment)
        guard check.status == 0 else {
            throw BenchSetupError("demo todo show \(first) failed on \(count) todos: \(check.stderr)")
        }
    }

    /// Runs `demo` with the arguments made for the next prefix; the bytes it printed, or -1.
    func run(_ arguments: (String) -> [String]) -> Int {
        let index = next.withLock { index in
            defer { index += 1 }
            return index
        }
        let output = try? ChildProcess.run(demo, arguments(prefixes[index % prefixes.count]), environment: environment)
        return output?.status == 0 ? output?.stdout.utf8.count ?? -1 : -1
    }

    private static func fill(path: String, with todos: [Todo]) throws {
        let store = try DataStore.sqlite(path: path)
        let repository = TodoRepositoryImpl(dataSource: store.todoDataSource())
        _ = try waitFor { try await repository.createAll(todos) }
    }
}
