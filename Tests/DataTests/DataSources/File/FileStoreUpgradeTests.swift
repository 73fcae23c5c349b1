import Data
import Domain
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
        let milk = try await store.todos.fetch(id: Fixtures.id(101))
        #expect(milk.priority == .high && milk.notes == "2 litres" && milk.projectID == Fixtures.id(1))
        #expect(milk.dueDate == Fixtures.date(86_400) && milk.createdAt == Fixtures.date(10))
        #expect(try await store.todos.fetch(id: Fixtures.id(102)).isCompleted)
        #expect(try await store.todos.fetch(id: Fixtures.id(104)).projectID == Fixtures.id(3))
    }
}
