import Foundation
import Testing

/// The kinds of store that keep data between processes, for tests every one must pass.
enum StoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case file

    var testDescription: String { rawValue }

    /// A `demo` whose store of this kind lives in `folder`, under `name`.
    func demo(in folder: TemporaryFolder, name: String = "store") throws -> DemoProcess {
        let path = folder.url.appendingPathComponent(self == .sqlite ? "\(name).sqlite" : name).path
        return DemoProcess(dataHome: folder.url, extra: ["DEMO_STORE": "\(rawValue):\(path)"])
    }
}

/// Several `demo` processes against one persistent store: what one does, the next sees.
@Suite("demo on persistent stores")
struct PersistentStoreTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    @Test(
        "an ambiguous id prefix exits 1 listing both candidates; a longer one picks one", arguments: StoreKind.allCases)
    func ambiguousPrefix(kind: StoreKind) async throws {
        let demo = try kind.demo(in: folder)
        let lines = """
            {"id":"aaaa0000-0000-4000-8000-000000000001","title":"First"}
            {"id":"aaaa1111-0000-4000-8000-000000000002","title":"Second"}
            """
        #expect(try await demo.run(["import", "-"], input: lines).status == 0)

        let ambiguous = try await demo.run(["todo", "show", "aaaa"])
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stderr.contains("The id prefix \"aaaa\" is ambiguous; it matches:"))
        #expect(ambiguous.stderr.contains("aaaa0000-0000-4000-8000-000000000001  First"))
        #expect(ambiguous.stderr.contains("aaaa1111-0000-4000-8000-000000000002  Second"))

        let unique = try await demo.run(["todo", "show", "aaaa1"])
        #expect(unique.status == 0)
        #expect(unique.stdout.hasPrefix("title\tSecond\n"))
    }

    @Test("projects: add, rename, refuse to remove one in use", arguments: StoreKind.allCases)
    func projects(kind: StoreKind) async throws {
        let demo = try kind.demo(in: folder)
        #expect(try await demo.run(["project", "add", "Home"]).status == 0)
        let duplicate = try await demo.run(["project", "add", "HOME"])
        #expect(duplicate.status == 1)
        #expect(duplicate.stderr.contains("has the name \"HOME\""))
        #expect(try await demo.run(["todo", "add", "Water plants", "--project", "home"]).status == 0)
        #expect(try await demo.run(["project", "rename", "home", "House"]).status == 0)

        let unforced = try await demo.run(["project", "rm", "house"])
        #expect(unforced.status == 64)
        #expect(unforced.stderr.contains("not removing without --force when not on a terminal"))
        let inUse = try await demo.run(["project", "rm", "House", "--force"])
        #expect(inUse.status == 1)
        #expect(inUse.stderr.contains("still has 1 todo; move or delete it first"))

        let listed = try await demo.run(["project", "list"])
        #expect(listed.stdout.hasSuffix("\tHouse\t1\n"))
    }

    @Test(
        "a project is named wherever an id is taken: show, edit, rm; list filters, searches and counts",
        arguments: StoreKind.allCases)
    func projectsByName(kind: StoreKind) async throws {
        let demo = try kind.demo(in: folder)
        let added = try await demo.run(["project", "add", "Errands"])
        #expect(added.status == 0)
        #expect(added.stdout.hasSuffix("  Errands\n"))
        #expect(try await demo.run(["project", "add", "Home"]).status == 0)
        #expect(try await demo.run(["project", "show", "errands"]).stdout.contains("name\tErrands\n"))
        #expect(try await demo.run(["project", "edit", "ERRANDS", "--name", "Shopping"]).status == 0)

        let listed = try await demo.run(["project", "list", "--name-contains", "shop"])
        #expect(listed.stdout.split(separator: "\n").count == 1)
        #expect(listed.stdout.hasSuffix("\tShopping\t0\n"))
        // One search over every text field, ignoring case: for a project, its name.
        #expect(try await demo.run(["project", "list", "-s", "SHOP"]).stdout == listed.stdout)
        let missing = try await demo.run(["project", "rm", "Errands", "--force"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("No project is named \"Errands\" (projects are \"Home\", \"Shopping\")."))
        let removed = try await demo.run(["project", "rm", "shopping", "--force"])
        #expect(removed.status == 0)
        #expect(removed.stdout.hasSuffix("  Shopping\n"))
    }

    @Test("export then import into a fresh store reproduces the same export", arguments: StoreKind.allCases)
    func exportImportRoundTrip(kind: StoreKind) async throws {
        let demo = try kind.demo(in: folder)
        #expect(try await demo.run(["project", "add", "Home"]).status == 0)
        #expect(try await demo.run(["todo", "add", "日本語のタイトル", "--project", "Home", "--notes", "a\nb"]).status == 0)
        #expect(try await demo.run(["todo", "add", "Second", "-p", "low", "--due", "2026-01-31"]).status == 0)
        let exported = try await demo.run(["export"])
        #expect(exported.status == 0)
        #expect(exported.stdout.split(separator: "\n").count == 3)

        let other = try kind.demo(in: folder, name: "copy")
        #expect(try await other.run(["import", "-"], input: exported.stdout).status == 0)
        let again = try await other.run(["export"])
        #expect(again.stdout == exported.stdout, "\(again.stdout)\n---\n\(exported.stdout)")
    }
}
