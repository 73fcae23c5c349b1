import Foundation

/// `demo todo list` over 10,000 todos, the whole process (start, open the SQLite file, query,
/// render, write to a pipe), beside the `sqlite3` shell printing the same rows from the same file
/// in the same run, for the record: the peer a person would pick instead is taskwarrior
/// (`TaskwarriorBenchmarks`), which has the goals.
///
/// Both sides are child processes, so the case times wall clock (the runner's thread clock cannot
/// see a child's work), one run per batch. The setup checks that both print the same rows.
struct DemoBenchmarks: SingleCaseSuite {
    let name = "demo"
    static let todoCount = 10_000
    static let caseName = "demo todo list, 10,000 todos (one process) vs sqlite3 shell"

    func makeCase(sink: Sink) throws -> BenchmarkCase {
        let folder = try BenchSetup.freshFolder("bench-demo")
        let database = folder.appendingPathComponent("todos.sqlite").path
        let demo = try Self.demoExecutable()
        let environment = [
            "TZ": "UTC", "HOME": folder.path, "PATH": "/usr/bin:/bin", "DEMO_STORE": "sqlite:\(database)",
        ]

        let importFile = folder.appendingPathComponent("todos.jsonl")
        try Self.importLines(count: Self.todoCount).write(to: importFile, atomically: true, encoding: .utf8)
        let setup = try ChildProcess.run(demo, ["import", importFile.path], environment: environment)
        guard setup.status == 0 else { throw BenchSetupError("demo import failed: \(setup.stderr)") }

        let listArguments = ["todo", "list"]
        let sqlite3 = "/usr/bin/sqlite3"
        let sqliteArguments = ["-readonly", "-noheader", "-separator", "\t", database, Self.query]
        let demoOutput = try ChildProcess.run(demo, listArguments, environment: environment)
        let sqliteOutput = try ChildProcess.run(sqlite3, sqliteArguments, environment: environment)
        guard demoOutput.stdout == sqliteOutput.stdout,
            demoOutput.stdout.split(separator: "\n").count == Self.todoCount
        else {
            throw BenchSetupError("demo and sqlite3 print different rows; the comparison would be meaningless")
        }
        return .wallClock(
            Self.caseName, goal: .none, rounds: 21,
            subject: { sink.blackHole(ChildProcess.printedBytes(demo, listArguments, environment: environment)) },
            baseline: {
                sink.blackHole(ChildProcess.printedBytes(sqlite3, sqliteArguments, environment: environment))
            })
    }

    /// The rows `demo todo list` prints in a pipe, written in SQL.
    static let query = """
        SELECT lower(t.id), 'open', CASE t.priority WHEN 0 THEN 'low' WHEN 1 THEN 'medium' ELSE 'high' END,
               COALESCE(date(t.due_date / 1000, 'unixepoch'), ''), COALESCE(p.name, ''), t.title
        FROM todos t LEFT JOIN projects p ON p.id = t.project_id
        WHERE t.is_completed = 0
        ORDER BY t.created_at, t.id;
        """

    /// An import file: three projects and `count` open todos with every column filled somewhere.
    static func importLines(count: Int) -> String {
        let projects = ["Home", "Work", "Garden"]
        var lines = projects.map { "{\"type\":\"project\",\"name\":\"\($0)\"}" }
        let start = 1_767_225_600_000
        for index in 0..<count {
            let created = Date(timeIntervalSince1970: Double(start + index * 1000) / 1000)
            var fields = [
                "\"title\":\"Todo number \(index) with a title of ordinary length\"",
                "\"priority\":\"\(["low", "medium", "high"][index % 3])\"",
                "\"createdAt\":\"\(created.formatted(.iso8601))\"",
            ]
            if index % 2 == 0 { fields.append("\"due\":\"2026-0\(1 + index % 9)-1\(index % 10)\"") }
            if index % 3 != 0 { fields.append("\"project\":\"\(projects[index % 3])\"") }
            lines.append("{" + fields.joined(separator: ",") + "}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `demo` built beside this benchmark (scripts/bench builds it in the same configuration).
    static func demoExecutable() throws -> String {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let path = folder.appendingPathComponent("demo").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchSetupError("no demo at \(path); build it first: swift build -c release --product demo")
        }
        return path
    }
}

/// A benchmark could not be set up; the runner reports it and goes on.
struct BenchSetupError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
