import Data
import Domain
import Foundation
import SQLiteStore

/// Import of 100,000 todos (issue 16, item 3): `demo import FILE` into a new SQLite file, the whole
/// process (start, create and migrate the file, read and check every line, one transaction,
/// close), against a baseline in this process that reads the same file, parses each line with
/// `JSONSerialization` and its dates by hand, and inserts the same projects and todos with the
/// raw C API (`RawSQLiteBaseline`) in one transaction, into a new file with the same schema
/// copied from an empty one. Goal: at most 1.5x. Wall clock, per todo; one import per batch.
struct SQLiteImportBenchmarks: SingleCaseSuite {
    let name = "SQLite import"
    static let todoCount = 100_000
    static let caseName = "SQLite: demo import of 100,000 todos (one process) vs parse + raw C insert, per todo"

    func makeCase(sink: Sink) throws -> BenchmarkCase {
        let folder = try BenchSetup.freshFolder("bench-sqlite-import")
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        let importFile = folder.appendingPathComponent("todos.jsonl")
        try DemoBenchmarks.importLines(count: Self.todoCount).write(to: importFile, atomically: true, encoding: .utf8)
        // The baseline's files start as a copy of this one: the store's schema, no rows.
        let empty = try DataStore.sqlite(path: path("empty.sqlite"))
        _ = try waitFor { await empty.close() }

        let demo = try DemoBenchmarks.demoExecutable()
        let subject = { () throws -> Int in
            Self.removeDatabase(path("store.sqlite"))
            let environment = [
                "TZ": "UTC", "HOME": folder.path, "PATH": "/usr/bin:/bin",
                "DEMO_STORE": "sqlite:\(path("store.sqlite"))",
            ]
            let output = try ChildProcess.run(demo, ["import", importFile.path], environment: environment)
            guard output.status == 0 else { throw BenchSetupError("demo import failed: \(output.stderr)") }
            return output.stdout.utf8.count
        }
        let baseline = { () throws -> Int in
            Self.removeDatabase(path("raw.sqlite"))
            try FileManager.default.copyItem(atPath: path("empty.sqlite"), toPath: path("raw.sqlite"))
            return try RawImport.run(file: importFile, into: path("raw.sqlite"))
        }
        // Both sides must store the same rows, or the ratio would compare different work.
        _ = try subject()
        _ = try baseline()
        let stored = try RawSQLiteBaseline(path: path("store.sqlite")).fetchAll().map(RawImport.Row.init)
        let inserted = try RawSQLiteBaseline(path: path("raw.sqlite")).fetchAll().map(RawImport.Row.init)
        guard stored.count == Self.todoCount, stored == inserted else {
            throw BenchSetupError(
                "demo import and the baseline store different rows; the comparison would be meaningless")
        }

        var benchmarkCase = BenchmarkCase(
            Self.caseName, goal: .ratio(1.5),
            subject: { _ in sink.blackHole((try? subject()) ?? -1) },
            baseline: { _ in sink.blackHole((try? baseline()) ?? -1) })
        benchmarkCase.fixedIterations = Self.todoCount
        benchmarkCase.rounds = 5
        benchmarkCase.measuresWallTime = true
        return benchmarkCase
    }

    private static func removeDatabase(_ path: String) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
}

/// The baseline's import: what a careful engineer writes without the app's layers.
private enum RawImport {
    /// A stored todo without its ids, which each side makes anew: what both sides must agree on.
    struct Row: Equatable {
        let title: String
        let priority: Int
        let dueDate: Int64?
        let hasProject: Bool
        let createdAt: Int64

        init(_ todo: RawTodo) {
            title = todo.title
            priority = todo.priority
            dueDate = todo.dueDate
            hasProject = todo.projectID != nil
            createdAt = todo.createdAt
        }
    }

    struct Malformed: Error {
        let line: Int
    }

    /// Reads, parses and inserts every line of `file`; returns how many todos it inserted.
    static func run(file: URL, into path: String) throws -> Int {
        let data = try Data(contentsOf: file)
        var projects: [Project] = []
        var projectIDs: [String: UUID] = [:]
        var todos: [Todo] = []
        for (number, line) in data.split(separator: UInt8(ascii: "\n")).enumerated() {
            guard let object = try JSONSerialization.jsonObject(with: line) as? [String: Any] else {
                throw Malformed(line: number + 1)
            }
            if object["type"] as? String == "project", let name = object["name"] as? String {
                let project = Project(name: name)
                projects.append(project)
                projectIDs[name] = project.id
                continue
            }
            guard let title = object["title"] as? String, let created = (object["createdAt"] as? String).flatMap(stamp)
            else { throw Malformed(line: number + 1) }
            let priority: Priority =
                switch object["priority"] as? String {
                case "low": .low
                case "high": .high
                default: .medium
                }
            todos.append(
                Todo(
                    title: title, priority: priority, dueDate: (object["due"] as? String).flatMap(day),
                    projectID: (object["project"] as? String).flatMap { projectIDs[$0] }, createdAt: created))
        }
        try RawSQLiteBaseline(path: path).insert(projects: projects, todos: todos)
        return todos.count
    }

    /// `YYYY-MM-DD` as midnight UTC.
    private static func day(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, let year = number(bytes, 0, 4), let month = number(bytes, 5, 2),
            let day = number(bytes, 8, 2)
        else { return nil }
        return Date(timeIntervalSince1970: Double(daysSince1970(year, month, day)) * 86_400)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` in UTC.
    private static func stamp(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, let year = number(bytes, 0, 4), let month = number(bytes, 5, 2),
            let day = number(bytes, 8, 2), let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2),
            let second = number(bytes, 17, 2)
        else { return nil }
        let seconds = ((daysSince1970(year, month, day) * 24 + hour) * 60 + minute) * 60 + second
        return Date(timeIntervalSince1970: Double(seconds))
    }

    private static func number(_ bytes: [UInt8], _ start: Int, _ length: Int) -> Int? {
        var value = 0
        for byte in bytes[start..<start + length] {
            guard byte >= 48, byte <= 57 else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        return value
    }

    /// Days from 1970-01-01 to a day of the proleptic Gregorian calendar.
    private static func daysSince1970(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        return era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear - 719_468
    }
}
