import Foundation

/// The demo beside the tool a person would pick instead: taskwarrior 2.6 (Debian's package), each
/// holding the same 10,000 open tasks, whole processes in turn. Goal: at most 0.5x taskwarrior's
/// time for each command a person types every day.
///
/// Both sides are configured for a script, not a person: no colour, no confirmation, no
/// footnotes; taskwarrior's own garbage collection stays on (its default), and the demo works on
/// its default SQLite store. Each side's setup checks that it lists what it was given.
struct TaskwarriorBenchmarks: BenchmarkSuite {
    let name = "taskwarrior"
    static let taskCount = 10_000
    static let rounds = 11

    /// One row per command: the row's name, the demo's arguments and taskwarrior's.
    static func commands(demoID: String) -> [(name: String, demo: [String], task: [String])] {
        [
            ("add a todo", ["todo", "add", "Buy milk"], ["add", "Buy milk"]),
            ("list the first 10", ["todo", "list", "--limit", "10"], ["limit:10", "list"]),
            ("edit one by id", ["todo", "edit", demoID, "--title", "Renamed"], ["5", "modify", "Renamed"]),
            ("list all", ["todo", "list"], ["list"]),
        ]
    }

    static func caseName(_ command: String) -> String {
        "taskwarrior: \(command), 10,000 todos, demo vs task 2.6 (one process each)"
    }

    func makeCases(sink: Sink) throws -> [BenchmarkCase] {
        guard isAsked(for: Self.commands(demoID: "").map { Self.caseName($0.name) }) else { return [] }
        guard let task = Self.taskExecutable else {
            Output.line(
                "| taskwarrior rows skipped: taskwarrior is not installed (apt-get install taskwarrior) | - | - | - | - | - |"
            )
            return []
        }
        let folder = try BenchSetup.freshFolder("bench-taskwarrior")
        let demo = try DemoBenchmarks.demoExecutable()
        let demoEnvironment = [
            "TZ": "UTC", "HOME": folder.path, "PATH": "/usr/bin:/bin",
            "DEMO_STORE": "sqlite:\(folder.appendingPathComponent("todos.sqlite").path)",
        ]
        let taskEnvironment = try Self.taskwarriorHome(in: folder)

        let demoFile = folder.appendingPathComponent("todos.jsonl")
        try DemoBenchmarks.importLines(count: Self.taskCount).write(to: demoFile, atomically: true, encoding: .utf8)
        try Self.require(
            ChildProcess.run(demo, ["import", demoFile.path], environment: demoEnvironment), "demo import")
        let taskFile = folder.appendingPathComponent("tasks.json")
        try Self.taskwarriorImport(count: Self.taskCount).write(to: taskFile, atomically: true, encoding: .utf8)
        try Self.require(
            ChildProcess.run(task, ["import", taskFile.path], environment: taskEnvironment), "task import")

        // The demo's listing in a pipe starts each row with the whole id.
        let first = try ChildProcess.run(demo, ["todo", "list", "--limit", "1"], environment: demoEnvironment)
        guard let demoID = first.stdout.split(separator: "\t").first.map(String.init), demoID.count == 36 else {
            throw BenchSetupError("demo todo list printed no id: \(first.stdout) \(first.stderr)")
        }
        let demoRows = try ChildProcess.run(demo, ["todo", "list"], environment: demoEnvironment)
        let taskRows = try ChildProcess.run(task, ["list"], environment: taskEnvironment)
        guard demoRows.stdout.split(separator: "\n").count == Self.taskCount,
            taskRows.stdout.split(separator: "\n").count >= Self.taskCount
        else {
            throw BenchSetupError(
                "demo or task does not list \(Self.taskCount) tasks; the comparison would be meaningless")
        }

        return Self.commands(demoID: demoID).map { command in
            .wallClock(
                Self.caseName(command.name), goal: .ratio(0.5), rounds: Self.rounds,
                subject: {
                    sink.blackHole(ChildProcess.printedBytes(demo, command.demo, environment: demoEnvironment))
                },
                baseline: {
                    sink.blackHole(ChildProcess.printedBytes(task, command.task, environment: taskEnvironment))
                })
        }
    }

    /// Where taskwarrior is, or nil when it is not installed.
    static var taskExecutable: String? {
        ["/usr/bin/task", "/usr/local/bin/task"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// A taskwarrior configuration of its own under `folder`, for scripts: the environment that
    /// points `task` at it.
    static func taskwarriorHome(in folder: URL) throws -> [String: String] {
        let data = folder.appendingPathComponent("task-data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let configuration = folder.appendingPathComponent("taskrc")
        try """
        data.location=\(data.path)
        confirmation=off
        verbose=nothing
        hooks=off
        color=off
        detection=off
        defaultwidth=120
        recurrence=off

        """.write(to: configuration, atomically: true, encoding: .utf8)
        return ["TZ": "UTC", "HOME": folder.path, "PATH": "/usr/bin:/bin", "TASKRC": configuration.path]
    }

    /// The same tasks as ``DemoBenchmarks/importLines(count:)``, in taskwarrior's import format.
    static func taskwarriorImport(count: Int) -> String {
        let projects = ["Home", "Work", "Garden"]
        let start = 1_767_225_600
        var tasks: [String] = []
        for index in 0..<count {
            let created = Date(timeIntervalSince1970: Double(start + index))
            var fields = [
                "\"uuid\":\"\(UUID().uuidString.lowercased())\"", "\"status\":\"pending\"",
                "\"description\":\"Todo number \(index) with a title of ordinary length\"",
                "\"priority\":\"\(["L", "M", "H"][index % 3])\"",
                "\"entry\":\"\(Self.taskwarriorTime(created))\"",
            ]
            if index % 2 == 0 { fields.append("\"due\":\"20260\(1 + index % 9)1\(index % 10)T000000Z\"") }
            if index % 3 != 0 { fields.append("\"project\":\"\(projects[index % 3])\"") }
            tasks.append("{" + fields.joined(separator: ",") + "}")
        }
        return "[" + tasks.joined(separator: ",\n") + "]\n"
    }

    /// Taskwarrior's compact ISO 8601 form, `20260101T000000Z`.
    static func taskwarriorTime(_ date: Date) -> String {
        date.formatted(
            .iso8601.year().month().day().time(includingFractionalSeconds: false).dateTimeSeparator(.standard)
        )
        .replacingOccurrences(of: "-", with: "").replacingOccurrences(of: ":", with: "")
    }

    private static func require(_ output: ChildProcess.Output, _ what: String) throws {
        guard output.status == 0 else { throw BenchSetupError("\(what) failed: \(output.stderr)") }
    }
}
