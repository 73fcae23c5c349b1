import Foundation
import Testing

/// The conventions scripts and people rely on: usage errors are 64 and name what was wrong,
/// every filter the Domain has can be asked for, and messages show what is stored.
@Suite("demo command-line conventions")
struct ConventionsTests {
    let folder: TemporaryFolder
    let demo: DemoProcess

    init() throws {
        folder = try TemporaryFolder()
        demo = try StoreKind.sqlite.demo(in: folder)
    }

    @Test(
        "a malformed or empty id is a usage error (64), on every command that takes one",
        arguments: [
            ["todo", "show", "zzz"], ["todo", "show", ""], ["todo", "done", "g1"], ["todo", "undo", "zzz"],
            ["todo", "rm", "zzz", "--force"], ["todo", "edit", "zzz", "--title", "x"],
        ])
    func malformedID(arguments: [String]) async throws {
        let result = try await demo.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains("give a todo's id or the start of one, in hex digits (0-9, a-f)"))
    }

    @Test("a port no server can have is a usage error (64) naming the port", arguments: ["99999", "0"])
    func invalidPort(port: String) async throws {
        let result = try await demo.run(["--store", "http://127.0.0.1:\(port)", "todo", "list"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("port \(port) is not between 1 and 65535"))
    }

    @Test("an option that takes one value, given twice, is a usage error naming it")
    func optionTwice() async throws {
        let due = try await demo.run(["todo", "add", "x", "--due", "2026-01-01", "--due=2026-01-02"])
        #expect(due.status == 64)
        #expect(due.stderr.hasPrefix("demo: error: --due is given twice; give it once\n"))
        let store = try await demo.run(["--store", "memory", "--store", "memory", "todo", "list"])
        #expect(store.status == 64)
        #expect(store.stderr.hasPrefix("demo: error: --store is given twice; give it once\n"))
        #expect(try await demo.run(["todo", "list", "--all"]).stdout.isEmpty)
    }

    @Test("-n means one thing: the limit of todo list; todo add takes --notes only")
    func shortN() async throws {
        let add = try await demo.run(["todo", "add", "x", "-n", "notes"])
        #expect(add.status == 64)
        #expect(add.stderr.contains("unknown option '-n'"))
        #expect(try await demo.run(["todo", "add", "x", "--notes", "notes"]).status == 0)
        #expect(try await demo.run(["todo", "add", "y"]).status == 0)
        #expect(try await demo.run(["todo", "list", "-n", "1"]).stdout.split(separator: "\n").count == 1)
    }

    @Test("--project none, --due-before, --due-after and --overdue filter; --sort priority puts high first")
    func filtersAndSort() async throws {
        #expect(try await demo.run(["project", "add", "Home"]).status == 0)
        let adds = [
            ["A", "--project", "Home", "--due", "2099-01-10", "--priority", "high"],
            ["B", "--due", "2099-02-01", "--priority", "low"], ["C"], ["D", "--due", "2020-01-01"],
        ]
        for arguments in adds { #expect(try await demo.run(["todo", "add"] + arguments).status == 0) }
        func titles(_ options: [String]) async throws -> [String] {
            let listed = try await demo.run(["todo", "list", "--sort", "title"] + options)
            #expect(listed.status == 0, "\(listed.stderr)")
            return listed.stdout.split(separator: "\n").compactMap { $0.split(separator: "\t").last.map(String.init) }
        }

        #expect(try await titles(["--project", "none"]) == ["B", "C", "D"])
        #expect(try await titles(["--due-before", "2099-02-01"]) == ["A", "D"])
        #expect(try await titles(["--due-after", "2099-01-10"]) == ["B"])
        #expect(try await titles(["--overdue"]) == ["D"])
        let byPriority = try await demo.run(["todo", "list", "--sort", "priority"]).stdout.split(separator: "\n")
        #expect(byPriority.map { $0.split(separator: "\t")[2] } == ["high", "medium", "medium", "low"])
        let bad = try await demo.run(["todo", "list", "--due-before", "2026-02-30"])
        #expect(bad.status == 64)
    }

    @Test("a day in --due-before and --due-after is the whole day, whatever time a todo is due in it")
    func dueFiltersTakeWholeDays() async throws {
        // Added in Tokyo on 2026-12-24, it is due at 15:00 on 2026-12-23 in UTC, the zone the
        // lists below read days in: a time inside a day, as the API may store any time.
        let tokyo = DemoProcess(dataHome: folder.url, extra: demo.environment.merging(["TZ": "Asia/Tokyo"]) { $1 })
        #expect(try await tokyo.run(["todo", "add", "Late", "--due", "2026-12-24"]).status == 0)
        #expect(try await demo.run(["todo", "add", "Early", "--due", "2026-12-23"]).status == 0)
        func titles(_ options: [String]) async throws -> [String] {
            let listed = try await demo.run(["todo", "list", "--sort", "title"] + options)
            #expect(listed.status == 0, "\(listed.stderr)")
            return listed.stdout.split(separator: "\n").compactMap { $0.split(separator: "\t").last.map(String.init) }
        }

        #expect(try await titles(["--due-after", "2026-12-23"]) == [])
        #expect(try await titles(["--due-after", "2026-12-22"]) == ["Early", "Late"])
        #expect(try await titles(["--due-before", "2026-12-23"]) == [])
        #expect(try await titles(["--due-before", "2026-12-24"]) == ["Early", "Late"])
    }

    @Test("rename says the stored name, not what was typed; a missing project says how to create it")
    func messagesEchoStoredValues() async throws {
        #expect(try await demo.run(["project", "add", "Errands"]).status == 0)
        let renamed = try await demo.run(["project", "rename", "errands", "Shopping"])
        #expect(renamed.stdout == "Renamed project Errands to Shopping\n")

        // The README's first example, on a store that has no project Home yet.
        let add = try await demo.run(
            ["todo", "add", "Buy", "milk", "--priority", "high", "--due", "2026-12-24", "--project", "Home"])
        #expect(add.status == 1)
        #expect(add.stderr.hasSuffix("\nCreate it first with: demo project add Home\n"))
    }

    @Test("rename --json writes the renamed project as the API sends it, as edit --json does")
    func renameWritesJSON() async throws {
        #expect(try await demo.run(["project", "add", "Errands"]).status == 0)
        let renamed = try await demo.run(["project", "rename", "errands", "Shopping", "--json"])

        #expect(renamed.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(renamed.stdout.utf8)) as? [String: Any]
        #expect(object?["name"] as? String == "Shopping")
        #expect(object?["id"] is String)
    }
}
