import Data
import Domain
import FileStore
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The journal's last line and its generation: nothing committed is ever dropped without a trace.
@Suite("JSON file store's journal never drops a record silently")
struct FileStoreJournalTailTests {
    @Test("a complete last record without its newline is kept on load and by the next write")
    func completeRecordWithoutNewlineIsKept() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        let store = try await fixture.open()
        _ = try await store.todos.create(Todo(title: "First"))
        _ = try await store.todos.create(Todo(title: "Second"))
        // As an editor that strips the final newline, or a crash just before it, leaves it.
        let complete = try fixture.bytes("journal.jsonl")
        try fixture.overwrite("journal.jsonl", with: complete.dropLast())

        let reopened = try await fixture.open()
        #expect(try await reopened.todos.fetchAll(.all).map(\.title).sorted() == ["First", "Second"])
        #expect(try await store.todos.count(matching: .all) == 2)
        _ = try await reopened.todos.create(Todo(title: "Third"))

        let journal = try fixture.bytes("journal.jsonl")
        #expect(journal.starts(with: complete))
        #expect(journal.count(where: { $0 == 0x0A }) == 4)
        #expect(try await fixture.open().todos.fetchAll(.all).map(\.title).sorted() == ["First", "Second", "Third"])
        #expect(try await store.todos.count(matching: .all) == 3)
    }

    @Test("a torn tail is kept in a file named by its generation and byte offset before the next write cuts it")
    func tornTailIsReportedBeforeItIsCut() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        let store = try await fixture.open()
        _ = try await store.todos.create(Todo(title: "Kept"))
        let complete = try fixture.bytes("journal.jsonl")
        let tail = Data("{\"put\":{\"todos\":[{\"createdAt\":17672256".utf8)
        try fixture.overwrite("journal.jsonl", with: complete + tail)

        _ = try await fixture.open().todos.create(Todo(title: "After"))

        let report = "journal.jsonl.g1-torn-at-\(complete.count)"
        #expect(try fixture.bytes(report) == tail)
        let journal = try fixture.bytes("journal.jsonl")
        #expect(journal.starts(with: complete) && journal.count(where: { $0 == 0x0A }) == 3)
        #expect(try await fixture.open().todos.fetchAll(.all).map(\.title).sorted() == ["After", "Kept"])
    }

    @Test("a journal of an older generation that the snapshot did not fold in is an error naming both files")
    func unfoldedOlderJournalIsAnError() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        let stored = try await fixture.fillSnapshot(count: 200)
        let openStore = try await fixture.open()
        // A journal of generation 1 that is not the one folded into snapshot 2: restored from a
        // backup, or copied from another store. Its record was never in the snapshot.
        let ghost = TodoRecord(Todo(id: Fixtures.id(5_000), title: "Never folded in"))
        let ghostLine = try JSONEncoder().encode(["put": ["todos": [ghost]]])
        try fixture.replace(
            "journal.jsonl", with: Data("{\"formatVersion\":2,\"generation\":1}\n".utf8) + ghostLine + Data("\n".utf8))
        let before = try fixture.allBytes()

        let onOpen = try #require(await fileStoreError { try await fixture.open() })
        #expect(onOpen.file == fixture.path("journal.jsonl"))
        #expect(onOpen.description.contains(fixture.path("snapshot.json")))
        #expect(onOpen.description.contains("generation 1") && onOpen.description.contains("generation 2"))
        #expect(await fileStoreError { try await openStore.todos.create(Todo(title: "Refused")) } == onOpen)
        #expect(await fileStoreError { try await openStore.todos.count(matching: .all) } == onOpen)
        #expect(try fixture.allBytes() == before)
        #expect(stored.count == 200)
    }

    @Test("the very journal a compaction folded in, left by a crash between its renames, is ignored and replaced")
    func foldedJournalIsIgnored() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        let store = try await fixture.open()
        let first = try await store.todos.create(Todo(title: "Before the compaction"))
        // Keep the inode of journal 1: the compaction appends to it, then renames a new one over it.
        let saved = fixture.path("journal.saved")
        #expect(link(fixture.path("journal.jsonl"), saved) == 0)
        let batch = try await store.todos.createAll(
            (0..<300).map { Todo(title: "Big \($0)", notes: String(repeating: "x", count: 300)) })
        #expect(try fixture.bytes("journal.jsonl") == Data("{\"formatVersion\":2,\"generation\":2}\n".utf8))
        #expect(rename(saved, fixture.path("journal.jsonl")) == 0)

        let reopened = try await fixture.open()
        #expect(try await reopened.todos.count(matching: .all) == 301)
        let added = try await reopened.todos.create(Todo(title: "After the crash"))
        #expect(try fixture.bytes("journal.jsonl").starts(with: Data("{\"formatVersion\":2,\"generation\":2}\n".utf8)))
        let all = try await fixture.open().todos.fetchAll(.all)
        #expect(Set(all.map(\.id)) == Set([first.id, added.id] + batch.map(\.id)))
    }
}
