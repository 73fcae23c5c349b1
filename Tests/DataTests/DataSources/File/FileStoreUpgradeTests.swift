import Data
import Domain
import FileStore
import Foundation
import TestSupport
import Testing

@Suite("A file store written in format version 1 opens, keeps every record, and is upgraded in place")
struct FileStoreUpgradeTests {
    /// `Tests/Fixtures/FileStoreV1`: a snapshot and a journal of five writes, written by the
    /// format-1 code (the commit before the table core) from the records below.
    static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/FileStoreV1")

    /// An id as the fixture was written with: `00000000-0000-4000-8000-` and `number` in twelve
    /// hex digits (what `Fixtures.id` gave then).
    static func id(_ number: Int) -> UUID {
        let digits = String(number, radix: 16, uppercase: true)
        return UUID(uuidString: "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits)
            ?? UUID()
    }

    /// What the fixture holds once its journal is replayed.
    static let expectedProjects = ["Errands", "Home"]
    static let expectedTodos = ["Buy milk", "Call mum", "Post letters", "Water plants"]

    /// A copy of the fixture in a new temporary folder, so that the upgrade never edits it.
    static func copyOfFixture() throws -> FileStoreFixture {
        let fixture = try FileStoreFixture()
        for name in ["snapshot.json", "journal.jsonl"] {
            try Data(contentsOf: Self.fixture.appendingPathComponent(name)).write(to: fixture.folder.file(name))
        }
        return fixture
    }

    @Test("every record of a version 1 snapshot and journal is read, with every field")
    func readsVersion1() async throws {
        let fixture = try Self.copyOfFixture()
        defer { fixture.folder.remove() }
        let store = try await fixture.open()
        let projects = try await store.projects.fetchAll(ProjectQuery(sort: ProjectSort(.name)))
        #expect(projects.map(\.name) == Self.expectedProjects)
        let todos = try await store.todos.fetchAll(TodoQuery(sort: TodoSort(.title)))
        #expect(todos.map(\.title) == Self.expectedTodos)
        let milk = try await store.todos.fetch(id: Self.id(101))
        #expect(milk.priority == .high && milk.notes == "2 litres" && milk.projectID == Self.id(1))
        #expect(milk.dueDate == Fixtures.date(86_400) && milk.createdAt == Fixtures.date(10))
        #expect(try await store.todos.fetch(id: Self.id(102)).isCompleted)
        #expect(try await store.todos.fetch(id: Self.id(104)).projectID == Self.id(3))
    }

    @Test("opening rewrites the files in version 2 as a compaction would, and nothing changes")
    func upgradesInPlace() async throws {
        let fixture = try Self.copyOfFixture()
        defer { fixture.folder.remove() }
        let store = try await fixture.open()
        let projects = try await store.projects.fetchAll(.all)
        let todos = try await store.todos.fetchAll(.all)

        // The snapshot of generation 2 and its journal became snapshot 3 and an empty journal.
        let snapshot = String(decoding: try fixture.bytes("snapshot.json"), as: UTF8.self)
        #expect(snapshot.hasPrefix("{\"formatVersion\":2,\"generation\":3,\"folded\":{\"bytes\":"))
        // Each table opens on a line of its own, in whatever order the store's tables sort.
        #expect(snapshot.contains(",\"generation\":2},\n\"collections\":{\n"))
        #expect(FileStoreFixture.line(openingTable: "projects", in: Data(snapshot.utf8)) != nil)
        #expect(FileStoreFixture.line(openingTable: "todos", in: Data(snapshot.utf8)) != nil)
        #expect(try fixture.bytes("journal.jsonl") == Data("{\"formatVersion\":2,\"generation\":3}\n".utf8))

        let reopened = try await fixture.open()
        #expect(try await reopened.projects.fetchAll(.all) == projects)
        #expect(try await reopened.todos.fetchAll(.oldestFirst) == todos)
        let added = try await reopened.todos.create(Todo(title: "After the upgrade", projectID: Self.id(3)))
        let journal = String(decoding: try fixture.bytes("journal.jsonl"), as: UTF8.self).split(separator: "\n")
        #expect(journal.last?.hasPrefix("{\"put\":{\"todos\":[{") == true)
        #expect(try await fixture.open().todos.fetchAll(.oldestFirst) == todos + [added])
    }

    @Test("a crash between the upgrade's renames (new snapshot, old journal) opens whole, then journals anew")
    func crashMidUpgradeIsSafe() async throws {
        let fixture = try Self.copyOfFixture()
        defer { fixture.folder.remove() }
        let store = try await fixture.open()
        let projects = try await store.projects.fetchAll(.all)
        let todos = try await store.todos.fetchAll(.all)
        // The version 2 snapshot of generation 3 is in place; put the version 1 journal of
        // generation 2 back, as if the crash hit before the new journal was renamed over it.
        try fixture.replace(
            "journal.jsonl", with: try Data(contentsOf: Self.fixture.appendingPathComponent("journal.jsonl")))

        let reopened = try await fixture.open()
        #expect(try await reopened.projects.fetchAll(.all) == projects)
        #expect(try await reopened.todos.fetchAll(.oldestFirst) == todos)
        let added = try await reopened.todos.create(Todo(title: "After the crash"))
        #expect(try fixture.bytes("journal.jsonl").starts(with: Data("{\"formatVersion\":2,\"generation\":3}\n".utf8)))
        #expect(try await fixture.open().todos.fetchAll(.oldestFirst) == todos + [added])
    }
}
