import Foundation
import TestSupport
import Testing

/// After any `demo` command ends, the SQLite file holds its data on its own: a person who copies
/// just `todos.sqlite` (to back it up, or to another machine) gets every todo.
@Suite("demo leaves a self-contained SQLite file")
struct SQLiteFileAloneTests {
    @Test("after todo add, no -wal is left and the database file copied alone lists the todo")
    func fileAloneHoldsTheTodo() async throws {
        let folder = try TemporaryFolder()
        let database = folder.url.appendingPathComponent("todos.sqlite").path
        let demo = DemoProcess(dataHome: folder.url, extra: ["DEMO_STORE": "sqlite:\(database)"])

        let added = try await demo.run(["todo", "add", "Copied alone"])
        #expect(added.status == 0, "\(added.stderr)")

        #expect(!FileManager.default.fileExists(atPath: database + "-wal"))
        let copy = folder.url.appendingPathComponent("copy/todos.sqlite")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: database, toPath: copy.path)
        let listed = try await demo.run(["--store", "sqlite:\(copy.path)", "todo", "list", "--json"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("\"Copied alone\""), "\(listed.stdout)")
    }
}
