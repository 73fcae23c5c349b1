import Foundation
import TestSupport
import Testing

/// Several `demo` processes against one SQLite file, checked through the output, the exit codes
/// and the database itself (read with the sqlite3 shell).
@Suite("demo on an SQLite store")
struct SQLiteStoreTests {
    let folder: TemporaryFolder
    let database: String
    let demo: DemoProcess

    init() throws {
        folder = try TemporaryFolder()
        database = folder.url.appendingPathComponent("nested/todos.sqlite").path
        demo = DemoProcess(dataHome: folder.url, extra: ["DEMO_STORE": "sqlite:\(database)"])
    }

    /// Runs the sqlite3 shell on the test's database.
    func sql(_ query: String) async throws -> String {
        try await SpawnedProcess.run(
            ChildCommand("/usr/bin/sqlite3", ["-readonly", "-separator", "|", database, query])
        ).stdout
    }

    @Test("a table left by a removed entity is named once per command, and its foreign key blocks no delete")
    func removedEntityTable() async throws {
        #expect(try await demo.run(["project", "add", "Home"]).status == 0)
        let removed = """
            CREATE TABLE "orders" ("id" TEXT NOT NULL PRIMARY KEY,
                "project_id" TEXT REFERENCES "projects" ("id") ON DELETE RESTRICT);
            INSERT INTO "table_versions" VALUES ('orders', 1);
            INSERT INTO "orders" SELECT 'A', "id" FROM "projects";
            INSERT INTO "orders" SELECT 'B', "id" FROM "projects";
            """
        _ = try await SpawnedProcess.run(ChildCommand("/usr/bin/sqlite3", [database, removed]))

        let note = "demo: note: the store keeps the table \"orders\", which no entity of this app has"
        let listed = try await demo.run(["todo", "list"])
        #expect(listed.status == 0)
        #expect(listed.stderr.components(separatedBy: note).count == 2, "\(listed.stderr)")
        let removedProject = try await demo.run(["project", "rm", "Home", "--force"])
        #expect(removedProject.status == 0, "\(removedProject.stderr)")
        #expect(removedProject.stderr.components(separatedBy: note).count == 2, "\(removedProject.stderr)")
        #expect(try await sql(#"SELECT count(*) FROM "orders""#) == "2\n")
    }

    @Test("add, done, edit and rm across processes change the database as shown")
    func lifecycle() async throws {
        let added = try await demo.run(["todo", "add", "Buy milk", "-p", "high", "--due", "2026-12-24"])
        #expect(added.status == 0)
        let shortID = String(added.stdout.dropFirst("Added ".count).prefix(8))

        let listed = try await demo.run(["todo", "list"])
        #expect(listed.stdout.hasSuffix("\topen\thigh\t2026-12-24\t\tBuy milk\n"))
        #expect(try await sql("SELECT title, is_completed, priority FROM todos") == "Buy milk|0|2\n")

        #expect(try await demo.run(["todo", "done", shortID]).status == 0)
        #expect(try await sql("SELECT is_completed FROM todos") == "1\n")
        #expect(try await demo.run(["todo", "list"]).stdout.isEmpty)
        #expect(try await demo.run(["todo", "list", "--done"]).stdout.contains("\tdone\t"))

        let edited = try await demo.run([
            "todo", "edit", shortID.uppercased(), "--title", "Buy oat milk", "--due", "none",
        ])
        #expect(edited.status == 0)
        #expect(try await sql("SELECT title, due_date IS NULL FROM todos") == "Buy oat milk|1\n")

        let refused = try await demo.run(["todo", "rm", shortID])
        #expect(refused.status == 64)
        #expect(try await sql("SELECT count(*) FROM todos") == "1\n")
        let removed = try await demo.run(["todo", "rm", shortID, "--force"])
        #expect(removed.status == 0)
        #expect(try await sql("SELECT count(*) FROM todos") == "0\n")
    }

    @Test("without --store or DEMO_STORE the store is created under XDG_DATA_HOME/clean-architecture")
    func defaultStoreLocation() async throws {
        let plain = DemoProcess(dataHome: folder.url)
        #expect(try await plain.run(["todo", "add", "First run"]).status == 0)
        let expected = folder.url.appendingPathComponent("clean-architecture/todos.sqlite").path
        #expect(FileManager.default.fileExists(atPath: expected))
        #expect(try await plain.run(["todo", "list"]).stdout.hasSuffix("\tFirst run\n"))
    }
}
