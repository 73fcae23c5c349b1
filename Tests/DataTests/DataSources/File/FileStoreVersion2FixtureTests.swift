import Data
import Domain
import FileStore
import Foundation
import TestSupport
import Testing

@Suite("A file store written in format version 2 by the hand-written JSON writer opens unchanged")
struct FileStoreVersion2FixtureTests {
    /// `Tests/Fixtures/FileStoreV2`: written by `demo` at commit 67b0110, the last one whose file
    /// store wrote and read records with its own JSON writer and reader: `FileStoreV1` opened
    /// (so upgraded to a version 2 snapshot of generation 3 with its `folded` header), then a
    /// project and two todos added (slashes, quotes, a tab, a newline, non-ASCII text, a due date,
    /// a project, `null`s), one todo done and one removed, each a journal line.
    static let fixture = FileStoreUpgradeTests.fixture.deletingLastPathComponent()
        .appendingPathComponent("FileStoreV2")

    private static let garden = UUID(uuidString: "01A245BB-63DC-7956-BA08-6D7FF38CA641") ?? UUID()
    private static let awkward = UUID(uuidString: "01A245BB-644E-7090-A0A0-8AA2575B0FAD") ?? UUID()
    private static let plain = UUID(uuidString: "01A245BB-6475-7DB8-8100-94D429AF1E69") ?? UUID()

    /// A copy of the fixture in a new temporary folder, so that no test edits it.
    static func copyOfFixture() throws -> FileStoreFixture {
        let fixture = try FileStoreFixture()
        for name in ["snapshot.json", "journal.jsonl"] {
            try Data(contentsOf: Self.fixture.appendingPathComponent(name)).write(to: fixture.folder.file(name))
        }
        return fixture
    }

    @Test("every record of its snapshot and journal is read, with every field, and nothing is rewritten")
    func readsEveryField() async throws {
        let fixture = try Self.copyOfFixture()
        defer { fixture.folder.remove() }
        let snapshot = try fixture.bytes("snapshot.json")
        let journal = try fixture.bytes("journal.jsonl")

        let store = try await fixture.open()

        let projects = try await store.projects.fetchAll(ProjectQuery(sort: ProjectSort(.name)))
        #expect(projects.map(\.name) == ["Errands", #"Garden / Shed "north""#, "Home"])
        #expect(projects[1].id == Self.garden && projects[1].createdAt.millisecondsSince1970 == 1_796_466_238_428)
        let todos = try await store.todos.fetchAll(TodoQuery(sort: TodoSort(.title)))
        #expect(
            todos.map(\.title) == [
                "Buy milk", "Call mum", "Plain one", "Post letters", "Tab\there, quote \" and back\\slash 日本語 🎉",
            ])
        let awkward = try await store.todos.fetch(id: Self.awkward)
        #expect(awkward.notes == "line one\nline two / slash" && awkward.priority == .high)
        #expect(awkward.dueDate?.millisecondsSince1970 == 1_798_070_400_000 && awkward.projectID == Self.garden)
        #expect(awkward.createdAt == awkward.updatedAt && awkward.createdAt.millisecondsSince1970 == 1_796_466_238_542)
        let plain = try await store.todos.fetch(id: Self.plain)
        #expect(plain.isCompleted && plain.dueDate == nil && plain.projectID == nil && plain.priority == .medium)
        #expect(plain.updatedAt.millisecondsSince1970 == 1_796_466_240_594)
        let milk = try await store.todos.fetch(id: FileStoreUpgradeTests.id(101))
        #expect(milk.notes == "2 litres" && milk.projectID == FileStoreUpgradeTests.id(1))
        #expect(milk.dueDate == Fixtures.date(86_400) && milk.createdAt == Fixtures.date(10))
        #expect(try await store.todos.fetch(id: FileStoreUpgradeTests.id(102)).isCompleted)
        #expect(try await store.todos.count(matching: .all) == 5)

        #expect(try fixture.bytes("snapshot.json") == snapshot)
        #expect(try fixture.bytes("journal.jsonl") == journal)
    }

    @Test("a write appends after its journal, and a compaction keeps every record")
    func writesAndCompactsOnTop() async throws {
        let fixture = try Self.copyOfFixture()
        defer { fixture.folder.remove() }
        let journal = try fixture.bytes("journal.jsonl")
        let store = try await fixture.open()
        let before = try await store.todos.fetchAll(.oldestFirst)

        let added = try await store.todos.create(Todo(title: "After the fixture", projectID: Self.garden))
        #expect(try fixture.bytes("journal.jsonl").starts(with: journal))
        #expect(try await fixture.open().todos.fetchAll(.oldestFirst) == before + [added])

        // Enough to outgrow the snapshot: the next write folds the journal into a new one.
        _ = try await store.todos.createAll(
            (0..<200).map { Todo(id: Fixtures.id($0), title: "Pad", notes: String(repeating: "p", count: 400)) })
        let snapshot = String(decoding: try fixture.bytes("snapshot.json"), as: UTF8.self)
        #expect(snapshot.hasPrefix(#"{"formatVersion":2,"generation":4,"folded":{"bytes":"#))
        let reopened = try await fixture.open()
        #expect(try await reopened.todos.fetchAll(.oldestFirst).filter { $0.title != "Pad" } == before + [added])
        #expect(try await reopened.projects.count(matching: .all) == 3)
    }
}
