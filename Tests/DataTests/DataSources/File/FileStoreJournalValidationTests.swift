import Data
import Domain
import FileStore
import Foundation
import TestSupport
import Testing

@Suite("Journal lines pass the checks writes do: a line a writer would refuse is an error naming it")
struct FileStoreJournalValidationTests {
    /// Todos that `todo add` refuses, each with what the error must say.
    static let refused: [(todo: Todo, says: String)] = [
        (Todo(id: Fixtures.id(1), title: ""), "title"),
        (Todo(id: Fixtures.id(2), title: "   "), "title"),
        (Todo(id: Fixtures.id(3), title: "Orphan", projectID: Fixtures.id(42)), Fixtures.id(42).uuidString),
    ]

    @Test(
        "a hand-edited journal line is refused on open, by an open store's reads and writes, and left as it is",
        arguments: Self.refused)
    func refusedLineIsLocated(todo: Todo, says: String) async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        let store = try await fixture.open()
        _ = try await store.todos.create(Todo(title: "Before"))
        let journal = try fixture.bytes("journal.jsonl")
        let line = try JSONEncoder().encode(["put": ["todos": [TodoRecord(todo)]]]) + Data("\n".utf8)
        try fixture.overwrite("journal.jsonl", with: journal + line)
        let before = try fixture.allBytes()

        let onOpen = await fileStoreError { try await fixture.open() }
        #expect(onOpen?.file == fixture.path("journal.jsonl"))
        #expect(onOpen?.line == 3)
        #expect(onOpen?.byteOffset == journal.count)
        #expect(onOpen?.codingPath == "put.todos[0]")
        if case .inconsistent(let detail) = onOpen?.problem {
            #expect(detail.contains(says))
        } else {
            Issue.record("expected an inconsistent journal, got \(String(describing: onOpen))")
        }
        #expect(await fileStoreError { try await store.todos.count(matching: .all) } == onOpen)
        #expect(await fileStoreError { try await store.todos.create(Todo(title: "Refused")) } == onOpen)
        #expect(try fixture.allBytes() == before)
    }

    @Test(
        "a journal line with a member no record or line has is refused on open, naming file, line and member",
        arguments: [
            (#"{"put":{"todos":[{MEMBERS,"colour":"red"}]}}"#, "put.todos[0].colour"),
            (#"{"put":{"todos":[{MEMBERS}]},"note":"hand-written"}"#, "note"),
        ])
    func unknownMemberIsRefused(template: String, path: String) async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        _ = try await fixture.open().todos.create(Todo(title: "Before"))
        let journal = try fixture.bytes("journal.jsonl")
        let record = try JSONEncoder().encode(TodoRecord(Todo(id: Fixtures.id(5), title: "Hand-written")))
        let members = String(decoding: record.dropFirst().dropLast(), as: UTF8.self)
        let line = Data(template.replacingOccurrences(of: "MEMBERS", with: members).utf8) + Data("\n".utf8)
        try fixture.overwrite("journal.jsonl", with: journal + line)
        let before = try fixture.allBytes()

        let onOpen = await fileStoreError { try await fixture.open() }
        #expect(onOpen?.file == fixture.path("journal.jsonl"))
        #expect(onOpen?.line == 3)
        #expect(onOpen?.codingPath == path)
        #expect(onOpen.map { "\($0)" }?.contains("unknown member") == true, "\(String(describing: onOpen))")
        #expect(try fixture.allBytes() == before)
    }

    @Test("a line putting a project and a todo that refers to it is replayed as the one write it was")
    func referenceWithinOneLineLoads() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        _ = try await fixture.open().todos.create(Todo(title: "Before"))
        let project = ProjectRecord(Project(id: Fixtures.id(7), name: "Home"))
        let todo = TodoRecord(Todo(id: Fixtures.id(8), title: "Water plants", projectID: Fixtures.id(7)))
        struct Puts: Encodable {
            let projects: [ProjectRecord]
            let todos: [TodoRecord]
        }
        let line = try JSONEncoder().encode(["put": Puts(projects: [project], todos: [todo])]) + Data("\n".utf8)
        try fixture.overwrite("journal.jsonl", with: try fixture.bytes("journal.jsonl") + line)

        let reopened = try await fixture.open()
        #expect(try await reopened.todos.fetch(id: Fixtures.id(8)).projectID == Fixtures.id(7))
    }
}
