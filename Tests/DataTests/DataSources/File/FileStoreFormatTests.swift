import Data
import Domain
import FileStore
import Foundation
import TestSupport
import Testing

@Suite("JSON file store writes records exactly as a sorted-keys JSONEncoder would")
struct FileStoreFormatTests {
    /// Text that needs every kind of escaping JSON has, and some that must not be escaped.
    static let awkwardTexts = [
        "plain", "quote \" backslash \\ slash /", "tab\tnewline\nreturn\r", "\u{01}\u{08}\u{0C}\u{1F}\u{7F}",
        "日本語 🎉 e\u{301} \u{2028}", "",
    ]

    @Test("snapshot lines and journal lines are byte for byte what JSONEncoder gives for the same records")
    func linesMatchJSONEncoder() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let store = try await fixture.open()
        let project = try await store.projects.create(Project(name: "Ärger \"quoted\""))
        let todos = Self.awkwardTexts.enumerated().map { index, text in
            Todo(
                id: Fixtures.id(index), title: "T \(text)", notes: text, isCompleted: index % 2 == 0,
                priority: Priority.allCases[index % 3], dueDate: index % 2 == 0 ? nil : Fixtures.date(Int64(index)),
                projectID: index % 2 == 0 ? project.id : nil, createdAt: Fixtures.date(-Int64(index)))
        }
        let created = try await store.todos.createAll(todos)
        let journal = String(decoding: try fixture.bytes("journal.jsonl"), as: UTF8.self).split(separator: "\n")
        let expectedBatch =
            "{\"put\":{\"todos\":\(String(decoding: try encoder.encode(created.map(TodoRecord.init)), as: UTF8.self))}}"
        #expect(journal.last.map(String.init) == expectedBatch)
        let expectedProject =
            "{\"put\":{\"projects\":[\(String(decoding: try encoder.encode(ProjectRecord(project)), as: UTF8.self))]}}"
        #expect(journal.dropLast().last.map(String.init) == expectedProject)

        // Enough padding to fold the journal into the snapshot, then compare its record lines.
        _ = try await store.todos.createAll(
            (100..<300).map { Todo(id: Fixtures.id($0), title: "Pad", notes: String(repeating: "p", count: 400)) })
        let lines = String(decoding: try fixture.bytes("snapshot.json"), as: UTF8.self).split(separator: "\n")
        for todo in created {
            let expected = String(decoding: try encoder.encode(TodoRecord(todo)), as: UTF8.self)
            #expect(lines.contains { $0 == expected || $0 == expected + "," }, "\(todo.title)")
        }
        let reloaded = try await fixture.open().todos.fetchAll(.all).filter { $0.title != "Pad" }
        #expect(reloaded == TodoQuery.all.apply(to: created))
    }
}
