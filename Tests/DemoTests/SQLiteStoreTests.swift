import Foundation
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
    func sql(_ query: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = ["-readonly", "-separator", "|", database, query]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test("add, done, edit and rm across processes change the database as shown")
    func lifecycle() throws {
        let added = try demo.run(["todo", "add", "Buy milk", "-p", "high", "--due", "2026-12-24"])
        #expect(added.status == 0)
        let shortID = String(added.stdout.dropFirst("Added ".count).prefix(8))

        let listed = try demo.run(["todo", "list"])
        #expect(listed.stdout.hasSuffix("\topen\thigh\t2026-12-24\t\tBuy milk\n"))
        #expect(try sql("SELECT title, is_completed, priority FROM todos") == "Buy milk|0|2\n")

        #expect(try demo.run(["todo", "done", shortID]).status == 0)
        #expect(try sql("SELECT is_completed FROM todos") == "1\n")
        #expect(try demo.run(["todo", "list"]).stdout.isEmpty)
        #expect(try demo.run(["todo", "list", "--done"]).stdout.contains("\tdone\t"))

        let edited = try demo.run(["todo", "edit", shortID.uppercased(), "--title", "Buy oat milk", "--due", "none"])
        #expect(edited.status == 0)
        #expect(try sql("SELECT title, due_date IS NULL FROM todos") == "Buy oat milk|1\n")

        let refused = try demo.run(["todo", "rm", shortID])
        #expect(refused.status == 64)
        #expect(try sql("SELECT count(*) FROM todos") == "1\n")
        let removed = try demo.run(["todo", "rm", shortID, "--force"])
        #expect(removed.status == 0)
        #expect(try sql("SELECT count(*) FROM todos") == "0\n")
    }

    @Test("an ambiguous id prefix exits 1 listing both candidates; a longer one picks one")
    func ambiguousPrefix() throws {
        let lines = """
            {"id":"aaaa0000-0000-4000-8000-000000000001","title":"First"}
            {"id":"aaaa1111-0000-4000-8000-000000000002","title":"Second"}
            """
        #expect(try demo.run(["import", "-"], input: lines).status == 0)

        let ambiguous = try demo.run(["todo", "show", "aaaa"])
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stderr.contains("The id prefix \"aaaa\" is ambiguous; it matches:"))
        #expect(ambiguous.stderr.contains("aaaa0000-0000-4000-8000-000000000001  First"))
        #expect(ambiguous.stderr.contains("aaaa1111-0000-4000-8000-000000000002  Second"))

        let unique = try demo.run(["todo", "show", "aaaa1"])
        #expect(unique.status == 0)
        #expect(unique.stdout.hasPrefix("title\tSecond\n"))
    }

    @Test("projects: add, rename, refuse to remove one in use, then remove it once empty")
    func projects() throws {
        #expect(try demo.run(["project", "add", "Home"]).status == 0)
        let duplicate = try demo.run(["project", "add", "HOME"])
        #expect(duplicate.status == 1)
        #expect(duplicate.stderr.contains("exists already"))
        #expect(try demo.run(["todo", "add", "Water plants", "--project", "home"]).status == 0)
        #expect(try demo.run(["project", "rename", "home", "House"]).status == 0)
        #expect(try sql("SELECT name FROM projects") == "House\n")

        let inUse = try demo.run(["project", "rm", "House", "--force"])
        #expect(inUse.status == 1)
        #expect(inUse.stderr.contains("still has 1 todo(s)"))

        let listed = try demo.run(["project", "list"])
        #expect(listed.stdout.hasSuffix("\tHouse\t1\n"))
    }

    @Test("export then import into a fresh store reproduces the same export")
    func exportImportRoundTrip() throws {
        #expect(try demo.run(["project", "add", "Home"]).status == 0)
        #expect(try demo.run(["todo", "add", "日本語のタイトル", "--project", "Home", "-n", "a\nb"]).status == 0)
        #expect(try demo.run(["todo", "add", "Second", "-p", "low", "--due", "2026-01-31"]).status == 0)
        let exported = try demo.run(["export"])
        #expect(exported.status == 0)
        #expect(exported.stdout.split(separator: "\n").count == 3)

        let other = DemoProcess(
            dataHome: folder.url,
            extra: ["DEMO_STORE": "sqlite:" + folder.url.appendingPathComponent("copy.sqlite").path])
        #expect(try other.run(["import", "-"], input: exported.stdout).status == 0)
        #expect(try other.run(["export"]).stdout == exported.stdout)
    }

    @Test("without --store or DEMO_STORE the store is created under XDG_DATA_HOME/clean-architecture")
    func defaultStoreLocation() throws {
        let plain = DemoProcess(dataHome: folder.url)
        #expect(try plain.run(["todo", "add", "First run"]).status == 0)
        let expected = folder.url.appendingPathComponent("clean-architecture/todos.sqlite").path
        #expect(FileManager.default.fileExists(atPath: expected))
        #expect(try plain.run(["todo", "list"]).stdout.hasSuffix("\tFirst run\n"))
    }
}
