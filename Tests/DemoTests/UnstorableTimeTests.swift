import Foundation
import TestSupport
import Testing

/// A stored time near `Int64.max` milliseconds, put in a store behind the demo's back, is an error
/// that names the todo, its id and the field, with exit status 1: never a trap, never a date in
/// the year 292,278,994.
@Suite("demo on a store holding an unstorable time")
struct UnstorableTimeTests {
    @Test("an SQLite row edited with the sqlite3 shell")
    func sqliteRowEditedByShell() async throws {
        let folder = try TemporaryFolder()
        let database = folder.url.appendingPathComponent("todos.sqlite").path
        let demo = DemoProcess(dataHome: folder.url, extra: ["DEMO_STORE": "sqlite:\(database)"])
        let id = try await addedID(demo)
        try await sqlite3(database, "UPDATE todos SET due_date = 9223372036854775807")

        for command in [["todo", "list"], ["todo", "show", id], ["export"]] {
            let run = try await demo.run(command)
            #expect(run.status == 1, "\(command): \(run.stderr)")
            #expect(run.stderr.contains("todo \(id.uppercased()) has dueDate 9223372036854775807 ms"), "\(command)")
        }
    }

    @Test("a file store whose journal was edited by hand")
    func fileStoreEditedByHand() async throws {
        let folder = try TemporaryFolder()
        let store = folder.url.appendingPathComponent("store")
        let demo = DemoProcess(dataHome: folder.url, extra: ["DEMO_STORE": "file:\(store.path)"])
        let id = try await addedID(demo)
        let journal = store.appendingPathComponent("journal.jsonl")
        let text = try String(contentsOf: journal, encoding: .utf8)
        let edited = text.replacingOccurrences(
            of: #""createdAt":[0-9]+"#, with: #""createdAt":9223372036854775807"#, options: .regularExpression)
        #expect(edited != text)
        try Data(edited.utf8).write(to: journal)

        let run = try await demo.run(["todo", "list"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("todo \(id.uppercased()) has createdAt 9223372036854775807 ms"), "\(run.stderr)")
    }

    /// The full id of the one todo `demo` adds, read back from `todo list`'s first column.
    private func addedID(_ demo: DemoProcess) async throws -> String {
        #expect(try await demo.run(["todo", "add", "Far away"]).status == 0)
        let listed = try await demo.run(["todo", "list"])
        return String(listed.stdout.prefix { $0 != "\t" })
    }
}

/// Runs `sql` with the sqlite3 shell on `database`, as a person repairing it by hand would.
private func sqlite3(_ database: String, _ sql: String) async throws {
    let outcome = try await SpawnedProcess.run(ChildCommand("/usr/bin/sqlite3", [database, sql]))
    #expect(outcome.status == 0, "\(outcome.stderr)")
}
