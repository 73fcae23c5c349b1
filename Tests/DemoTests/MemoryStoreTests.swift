import Foundation
import Testing

/// Single-process runs on the memory store: what one invocation does, from input to output.
@Suite("demo on the memory store")
struct MemoryStoreTests {
    let folder: TemporaryFolder
    let demo: DemoProcess

    init() throws {
        folder = try TemporaryFolder()
        demo = DemoProcess(dataHome: folder.url, extra: ["DEMO_STORE": "memory"])
    }

    @Test("todo add prints the short id and title; with --json the stored todo")
    func addPrints() async throws {
        let plain = try await demo.run(["todo", "add", "Buy", "milk", "--priority", "high"])
        #expect(plain.status == 0)
        #expect(plain.stdout.hasPrefix("Added "))
        #expect(plain.stdout.hasSuffix("  Buy milk\n"))
        let json = try await demo.run(["todo", "add", "Buy milk", "--due", "2026-12-24", "--json"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "Buy milk")
        #expect(object["due"] as? String == "2026-12-24T00:00:00.000Z", "the day's start in UTC, the tests' zone")
        #expect(object["priority"] as? String == "medium")
    }

    @Test("import of a file says how many projects and todos it imported, in the singular for one")
    func importFile() async throws {
        let file = folder.url.appendingPathComponent("in.jsonl")
        try """
        {"type":"project","name":"Home"}
        {"title":"Water plants","project":"home","priority":"high","due":"2026-03-01"}
        {"title":"日本語のタイトル","done":true}
        """.write(to: file, atomically: true, encoding: .utf8)

        let result = try await demo.run(["import", file.path])

        #expect(result.status == 0)
        #expect(result.stdout == "Imported 1 project and 2 todos.\n")
        #expect(result.stderr.isEmpty)
    }

    @Test("an import with bad rows reports file:line: reason for each, imports nothing and exits 1")
    func importBadRows() async throws {
        let result = try await demo.run(
            ["import", "-"], input: "{\"title\":\"ok\"}\n{\"title\":\"x\",\"priority\":\"zz\"}\n[1]\n")
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                -:2: priority "zz" is not low, medium or high
                -:3: not a JSON object
                demo: error: 2 rows cannot be imported; nothing was imported.

                """)
    }

    @Test("removing what does not exist fails with exit 1 before asking anything")
    func removeMissing() async throws {
        let todo = try await demo.run(["todo", "rm", "0"])
        #expect(todo.status == 1)
        #expect(todo.stderr == "demo: error: No todo has an id starting with \"0\".\n")
        let project = try await demo.run(["project", "rm", "Home"])
        #expect(project.status == 1)
        #expect(project.stderr == "demo: error: No project is named \"Home\" (there are no projects yet).\n")
    }

    @Test("todo list on an empty store in a pipe prints nothing and exits 0")
    func emptyList() async throws {
        let result = try await demo.run(["todo", "list"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let json = try await demo.run(["todo", "list", "--json"])
        #expect(json.stdout == "[]\n")
    }
}
