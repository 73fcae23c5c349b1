import Foundation
import Testing

/// `demo export` and `demo import` against persistent stores, as a backup and a restore.
@Suite("demo import and export on persistent stores")
struct ImportExportTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    @Test(
        "export > backup && import backup on the same store succeeds and changes nothing; a changed row is FILE:LINE unless --replace",
        arguments: StoreKind.allCases)
    func sameStoreRoundTrip(kind: StoreKind) async throws {
        let demo = try kind.demo(in: folder)
        #expect(try await demo.run(["project", "add", "Home"]).status == 0)
        #expect(try await demo.run(["todo", "add", "Water plants", "--project", "Home"]).status == 0)
        #expect(try await demo.run(["todo", "add", "Buy milk"]).status == 0)
        let backup = folder.url.appendingPathComponent("backup.jsonl")
        #expect(try await demo.run(["export", "-o", backup.path]).status == 0)

        let again = try await demo.run(["import", backup.path])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == "Imported 0 projects and 0 todos, skipped 3 unchanged.\n")

        let lines = try String(contentsOf: backup, encoding: .utf8).split(separator: "\n")
        let milk = try #require(lines.firstIndex { $0.contains("Buy milk") })
        let row = try JSONSerialization.jsonObject(with: Data(lines[milk].utf8)) as? [String: Any]
        let id = try #require(row?["id"] as? String)
        #expect(try await demo.run(["todo", "edit", id, "--title", "Buy oat milk"]).status == 0)
        let conflict = try await demo.run(["import", backup.path])
        #expect(conflict.status == 1)
        #expect(
            conflict.stderr.hasPrefix(
                "\(backup.path):\(milk + 1): todo \(id) is stored with a different title, updatedAt; give --replace to overwrite it\n"
            ))
        #expect(try await demo.run(["todo", "show", id]).stdout.hasPrefix("title\tBuy oat milk\n"))

        let replaced = try await demo.run(["import", "--replace", backup.path])
        #expect(replaced.stdout == "Imported 0 projects and 1 todo (1 replaced), skipped 2 unchanged.\n")
        #expect(try await demo.run(["todo", "show", id]).stdout.hasPrefix("title\tBuy milk\n"))
    }

    @Test(
        "a project renamed before the export imports back onto the same store as unchanged",
        arguments: StoreKind.allCases)
    func renamedProjectRoundTrip(kind: StoreKind) async throws {
        let demo = try kind.demo(in: folder)
        #expect(try await demo.run(["project", "add", "Home"]).status == 0)
        #expect(try await demo.run(["project", "rename", "Home", "House"]).status == 0)
        let backup = folder.url.appendingPathComponent("backup.jsonl")
        #expect(try await demo.run(["export", "-o", backup.path]).status == 0)

        let again = try await demo.run(["import", backup.path])

        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == "Imported 0 projects and 0 todos, skipped 1 unchanged.\n")
    }

    @Test("import then list in a pipe prints tab-separated rows of what the file held", arguments: StoreKind.allCases)
    func importThenList(kind: StoreKind) async throws {
        let demo = try kind.demo(in: folder)
        let file = folder.url.appendingPathComponent("in.jsonl")
        try """
        {"type":"project","name":"Home"}
        {"title":"Water plants","project":"home","priority":"high","due":"2026-03-01"}
        {"title":"日本語のタイトル","done":true}
        """.write(to: file, atomically: true, encoding: .utf8)

        let imported = try await demo.run(["import", file.path])
        #expect(imported.stdout == "Imported 1 project and 2 todos.\n")
        let listed = try await demo.run(["todo", "list", "--all", "--sort", "title"])

        let rows = listed.stdout.split(separator: "\n").map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).dropFirst()
        }
        #expect(
            rows.map(Array.init) == [
                ["open", "high", "2026-03-01", "Home", "Water plants"], ["done", "medium", "", "", "日本語のタイトル"],
            ])
    }

    @Test("standard input that is not UTF-8 is refused with its line, like a file, and nothing is stored")
    func standardInputNotUTF8() async throws {
        let demo = try StoreKind.sqlite.demo(in: folder)
        let binary = PseudoTerminalSession.quotedDemo(["import", "-"])
        let result = try await DemoProcess.shell(
            "printf '{\"title\":\"fine\"}\\r\\n{\"title\":\"caf\\351\"}\\r\\n' | \(binary)",
            environment: demo.environment)

        #expect(result.status == 1)
        #expect(
            result.stderr
                == "demo: error: -:2: not UTF-8 text; convert the file to UTF-8 (e.g. with iconv) and import it again\n"
        )
        #expect(try await demo.run(["todo", "list", "--all"]).stdout.isEmpty)
    }
}
