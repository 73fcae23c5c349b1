import Data
import Domain
import FileStore
import Foundation
import TestSupport
import Testing

@Suite("JSON file store's journal: torn tails, compaction and other processes' writes")
struct FileStoreJournalTests {
    @Test("a torn final journal line is ignored on load, left as it is by reads, and cut by the next write")
    func tornTailIsToleratedThenTruncated() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        let first = try await fixture.open()
        for number in 1...3 {
            _ = try await first.todos.create(Todo(title: "Todo \(number)"))
        }
        let complete = try fixture.bytes("journal.jsonl")
        let torn = complete + Data("{\"put\":{\"todos\":[{\"createdAt\":17672256".utf8)
        try fixture.overwrite("journal.jsonl", with: torn)

        let reopened = try await fixture.open()
        #expect(try await reopened.todos.count(matching: .all) == 3)
        #expect(try await first.todos.count(matching: .all) == 3)
        #expect(try fixture.bytes("journal.jsonl") == torn)

        _ = try await reopened.todos.create(Todo(title: "Todo 4"))
        let repaired = try fixture.bytes("journal.jsonl")
        #expect(repaired.prefix(complete.count) == complete)
        #expect(repaired.last == 0x0A)
        #expect(repaired.count(where: { $0 == 0x0A }) == 5)
        #expect(try await fixture.open().todos.fetchAll(.all).map(\.title).sorted() == (1...4).map { "Todo \($0)" })
        #expect(try await first.todos.count(matching: .all) == 4)
    }

    @Test("lines appended after a bad one are not skipped: once it is repaired, every line is replayed")
    func badLineBlocksReplayUntilRepaired() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        let store = try await fixture.open()
        _ = try await store.todos.create(Todo(title: "Before"))
        let before = try fixture.bytes("journal.jsonl")
        let good = try JSONEncoder().encode(["put": ["todos": [TodoRecord(Todo(id: Fixtures.id(1), title: "Good"))]]])
        let later = try JSONEncoder().encode(["put": ["todos": [TodoRecord(Todo(id: Fixtures.id(2), title: "Later"))]]])
        let newline = Data("\n".utf8)
        try fixture.overwrite("journal.jsonl", with: before + good + newline + Data("{oops\n".utf8) + later + newline)

        let error = await fileStoreError { try await store.todos.count(matching: .all) }
        #expect(error?.line == 4)
        #expect(await fileStoreError { try await store.todos.count(matching: .all) } == error)

        try fixture.overwrite("journal.jsonl", with: before + good + newline + later + newline)
        #expect(try await store.todos.fetchAll(.all).map(\.title).sorted() == ["Before", "Good", "Later"])
    }

    @Test("a journal outgrowing the snapshot is folded into it, one record per line, and nothing changes")
    func compactionKeepsEveryRecord() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        let stored = try await fixture.fillSnapshot(count: 200)
        let snapshot = String(decoding: try fixture.bytes("snapshot.json"), as: UTF8.self)
        // The header names the journal it folded in: generation 1, every byte of it.
        #expect(snapshot.hasPrefix("{\"formatVersion\":2,\"generation\":2,\"folded\":{\"bytes\":"))
        #expect(snapshot.contains(",\"generation\":1},\n\"collections\":{\n"))
        // One line per todo between `"todos":[` and `]`, wherever the other tables put them.
        let lines = snapshot.split(separator: "\n", omittingEmptySubsequences: false)
        let todosLine = try #require(FileStoreFixture.line(openingTable: "todos", in: Data(snapshot.utf8)))
        #expect(lines[todosLine..<todosLine + 200].allSatisfy { $0.hasPrefix("{\"createdAt\":") })
        #expect(lines[todosLine + 200].hasPrefix("]"))
        // What a person sees: uppercase ids, integer milliseconds, explicit nulls, sorted keys.
        let firstTodo = lines[todosLine]
        #expect(firstTodo.hasPrefix("{\"createdAt\":\(stored[0].createdAt.millisecondsSince1970),\"dueDate\":null,"))
        #expect(firstTodo.contains("\"id\":\"\(Fixtures.id(0).uuidString)\""))
        #expect(firstTodo.contains("\"projectID\":\"\(Fixtures.id(9999).uuidString)\""))
        #expect(try fixture.bytes("journal.jsonl") == Data("{\"formatVersion\":2,\"generation\":2}\n".utf8))
        let reopened = try await fixture.open()
        #expect(try await reopened.todos.fetchAll(.oldestFirst) == stored)
        #expect(try await reopened.projects.count(matching: .all) == 1)
    }

    @Test("create, update and delete each append one line holding only their record and rewrite nothing")
    func writesAppendOneLineEach() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        try await fixture.fillSnapshot(count: 200)
        let store = try await fixture.open()
        let snapshot = try fixture.bytes("snapshot.json")
        var journal = try fixture.bytes("journal.jsonl")

        var todo = try await store.todos.create(Todo(title: "One more"))
        todo.isCompleted = true
        _ = try await store.todos.update(todo)
        try await store.todos.delete(id: todo.id)
        let after = try fixture.bytes("journal.jsonl")
        #expect(after.starts(with: journal))
        journal = after.suffix(from: journal.count)
        let lines = journal.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.utf8.count < 400 })
        #expect(lines.first?.hasPrefix("{\"put\":{\"todos\":[{") == true)
        #expect(lines.last == "{\"delete\":{\"todos\":[\"\(todo.id.uuidString)\"]}}")
        #expect(try fixture.bytes("snapshot.json") == snapshot)
    }

    @Test("another process's writes are seen on the next operation and published as change sets")
    func otherProcessWritesAreSeenAndPublished() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        let url = fixture.folder.url
        let observer = try await offCooperativePool { try DataStore.file(at: url) }
        let changes = ChangeRecorder(observer.todoDataSource().changes())
        let writer = try await fixture.open()

        let single = try await writer.todos.create(Todo(title: "Appended"))
        #expect(try await observer.todoDataSource().count(matching: .all) == 1)
        #expect(await changes.next() == ChangeSet(inserted: [single.id]))

        // A batch big enough to be compacted: the observer reloads and reports the difference.
        let batch = try await writer.todos.createAll(
            (0..<300).map { Todo(title: "Big \($0)", notes: String(repeating: "x", count: 300)) })
        try await writer.todos.delete(id: single.id)
        #expect(try await observer.todoDataSource().count(matching: .all) == 300)
        let reload = await changes.next()
        #expect(Set(reload?.inserted ?? []) == Set(batch.map(\.id)))
        #expect(reload?.deleted == [single.id])
    }
}
