import Data
import Domain
import FileStore
import Foundation
import TestSupport
import Testing

@Suite("JSON file store reports damaged or foreign files precisely and never touches them")
struct FileStoreDamageTests {
    @Test("a syntax error in the snapshot names its line and byte, on open and for an open store")
    func corruptedSnapshotIsLocated() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        try await fixture.fillSnapshot()
        let openStore = try await fixture.open()
        let original = try fixture.bytes("snapshot.json")
        // Break the colon after the first key of the third todo.
        let thirdTodo = try #require(FileStoreFixture.line(openingTable: "todos", in: original)) + 3
        let lineStart = FileStoreFixture.offset(ofLine: thirdTodo, in: original)
        let colon = try #require(original[lineStart...].offset(of: "\"createdAt\":")) + lineStart + 11
        var damaged = original
        damaged[colon] = UInt8(ascii: ";")
        try fixture.overwrite("snapshot.json", with: damaged)
        let before = try fixture.allBytes()

        let onOpen = await fileStoreError { try await fixture.open() }
        #expect(onOpen?.file == fixture.path("snapshot.json"))
        #expect(onOpen?.line == thirdTodo)
        #expect(onOpen?.byteOffset == colon)
        #expect(onOpen?.problem == .malformed("expected ':'"))
        let onWrite = await fileStoreError { try await openStore.todos.create(Todo(title: "Refused")) }
        #expect(onWrite == onOpen)
        let onRead = await fileStoreError { try await openStore.todos.count(matching: .all) }
        #expect(onRead == onOpen)
        #expect(try fixture.allBytes() == before)
    }

    @Test("a record in the snapshot that names a member twice is refused at its line, as JSONSyntax refuses it")
    func duplicateMemberInSnapshotIsRefused() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        try await fixture.fillSnapshot()
        let original = try fixture.bytes("snapshot.json")
        // A hand edit that gives the third todo a second title: which one would count?
        let thirdTodo = try #require(FileStoreFixture.line(openingTable: "todos", in: original)) + 3
        let lineStart = FileStoreFixture.offset(ofLine: thirdTodo, in: original)
        let key = try #require(original[lineStart...].offset(of: "\"createdAt\":")) + lineStart
        var damaged = original
        damaged.insert(contentsOf: Array(#""title":"Second","#.utf8), at: key)
        try fixture.overwrite("snapshot.json", with: damaged)
        let before = try fixture.allBytes()

        let onOpen = await fileStoreError { try await fixture.open() }
        #expect(onOpen?.file == fixture.path("snapshot.json"))
        #expect(onOpen?.line == thirdTodo)
        #expect("\(String(describing: onOpen))".contains("given twice"), "\(String(describing: onOpen))")
        #expect(try fixture.allBytes() == before)
    }

    @Test("a truncated snapshot is an unexpected end of file at its last byte")
    func truncatedSnapshotIsReported() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        try await fixture.fillSnapshot()
        let original = try fixture.bytes("snapshot.json")
        try fixture.overwrite("snapshot.json", with: original.prefix(original.count / 2))
        let before = try fixture.allBytes()

        let error = await fileStoreError { try await fixture.open() }
        #expect(error?.byteOffset == original.count / 2)
        if case .malformed(let detail) = error?.problem {
            #expect(detail.contains("end of file"))
        } else {
            Issue.record("expected a malformed snapshot, got \(String(describing: error))")
        }
        #expect(try fixture.allBytes() == before)
    }

    @Test("a value of the wrong type in the snapshot is reported with its coding path and its record's line")
    func wrongTypeIsReportedWithCodingPath() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        try await fixture.fillSnapshot()
        let damaged = try fixture.bytes("snapshot.json").replacingFirst("\"priority\":1", with: "\"priority\":\"1\"")
        try fixture.overwrite("snapshot.json", with: damaged)
        let before = try fixture.allBytes()

        let error = await fileStoreError { try await fixture.open() }
        #expect(error?.codingPath == "collections.todos[0].priority")
        // The first todo is the line after "todos":[, wherever the other tables put it.
        let firstTodo = try #require(FileStoreFixture.line(openingTable: "todos", in: damaged)) + 1
        #expect(error?.line == firstTodo)
        #expect(error?.byteOffset == FileStoreFixture.offset(ofLine: firstTodo, in: damaged))
        #expect(try fixture.allBytes() == before)
    }

    @Test(
        "a snapshot or journal from a newer or unknown format version is refused by name",
        arguments: [
            ("snapshot.json", 3, FileStoreError.Problem.newerVersion(found: 3, supported: 2)),
            ("snapshot.json", 0, .unknownVersion(0)),
            ("journal.jsonl", 7, .newerVersion(found: 7, supported: 2)),
        ])
    func otherVersionsAreRefused(file: String, version: Int, problem: FileStoreError.Problem) async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        try await fixture.fillSnapshot()
        let openStore = try await fixture.open()
        let damaged = try fixture.bytes(file).replacingFirst(
            "\"formatVersion\":2", with: "\"formatVersion\":\(version)")
        try fixture.replace(file, with: damaged)
        let before = try fixture.allBytes()

        let error = await fileStoreError { try await fixture.open() }
        #expect(error?.file == fixture.path(file))
        #expect(error?.problem == problem)
        #expect(error?.codingPath == "formatVersion")
        let onWrite = await fileStoreError { try await openStore.todos.create(Todo(title: "Refused")) }
        #expect(onWrite?.problem == problem)
        #expect(try fixture.allBytes() == before)
    }

    @Test("a broken journal line before the last one names its line and byte, and writes are refused")
    func corruptedJournalLineIsLocated() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        let store = try await fixture.open()
        for number in 1...3 {
            _ = try await store.todos.create(Todo(title: "Todo \(number)"))
        }
        let original = try fixture.bytes("journal.jsonl")
        let lineStart = FileStoreFixture.offset(ofLine: 3, in: original)
        var damaged = original
        damaged[lineStart + 1] = UInt8(ascii: "X")
        try fixture.replace("journal.jsonl", with: damaged)
        let before = try fixture.allBytes()

        let error = await fileStoreError { try await fixture.open() }
        #expect(error?.file == fixture.path("journal.jsonl"))
        #expect(error?.line == 3)
        #expect(error?.byteOffset == lineStart + 1)
        let onWrite = await fileStoreError { try await store.todos.create(Todo(title: "Refused")) }
        #expect(onWrite == error)
        #expect(try fixture.allBytes() == before)
    }

    @Test("a broken final journal line that ends in a newline is an error, not a torn write")
    func brokenFinalLineWithNewlineIsAnError() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        _ = try await fixture.open().todos.create(Todo(title: "Kept"))
        try fixture.overwrite("journal.jsonl", with: try fixture.bytes("journal.jsonl") + Data("{\"putTo\n".utf8))
        let before = try fixture.allBytes()

        let error = await fileStoreError { try await fixture.open() }
        #expect(error?.line == 3)
        #expect(try fixture.allBytes() == before)
    }

    @Test("a journal that continues a generation after its snapshot's is inconsistent")
    func journalAheadOfSnapshotIsInconsistent() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        _ = try await fixture.open().todos.create(Todo(title: "Kept"))
        let damaged = try fixture.bytes("journal.jsonl").replacingFirst("\"generation\":1", with: "\"generation\":5")
        try fixture.overwrite("journal.jsonl", with: damaged)
        let before = try fixture.allBytes()

        let error = await fileStoreError { try await fixture.open() }
        if case .inconsistent = error?.problem {} else { Issue.record("got \(String(describing: error))") }
        #expect(try fixture.allBytes() == before)
    }
}

extension FileStoreDamageTests {
    @Test("a snapshot that breaks a store rule (a duplicate id) is inconsistent, reported at the record's line")
    func ruleBreakingSnapshotIsInconsistent() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        try await fixture.fillSnapshot(count: 200)
        // Give the second todo the first one's id, as a bad hand edit or merge would.
        let damaged = try fixture.bytes("snapshot.json").replacingFirst(
            "\"id\":\"\(Fixtures.id(1).uuidString)\"", with: "\"id\":\"\(Fixtures.id(0).uuidString)\"")
        try fixture.overwrite("snapshot.json", with: damaged)
        let before = try fixture.allBytes()

        let error = await fileStoreError { try await fixture.open() }
        if case .inconsistent = error?.problem {} else { Issue.record("got \(String(describing: error))") }
        #expect(error?.codingPath == "collections.todos[1]")
        #expect(try error?.line == #require(FileStoreFixture.line(openingTable: "todos", in: damaged)) + 2)
        #expect(try fixture.allBytes() == before)
    }
}

extension FileStoreDamageTests {
    @Test("a journal whose snapshot was deleted is refused, and no empty snapshot is made in its place")
    func missingSnapshotIsNotRecreated() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        let store = try await fixture.open()
        _ = try await store.todos.create(Todo(title: "Kept in the journal"))
        try FileManager.default.removeItem(at: fixture.folder.file("snapshot.json"))
        let before = try fixture.allBytes()

        let onOpen = await fileStoreError { try await fixture.open() }
        if case .inconsistent = onOpen?.problem {} else { Issue.record("got \(String(describing: onOpen))") }
        let onWrite = await fileStoreError { try await store.todos.create(Todo(title: "Refused")) }
        if case .inconsistent = onWrite?.problem {} else { Issue.record("got \(String(describing: onWrite))") }
        #expect(try fixture.allBytes() == before)
    }
}

extension FileStoreDamageTests {
    @Test(
        "a snapshot record a writer would refuse (an empty title, a NUL) is inconsistent, reported at its line",
        arguments: ["", "   ", "\\t", "Todo\\u0000one"])
    func invalidSnapshotRecordIsInconsistent(title: String) async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        try await fixture.fillSnapshot(count: 200)
        let damaged = try fixture.bytes("snapshot.json").replacingFirst(
            "\"title\":\"Todo 1\"", with: "\"title\":\"\(title)\"")
        try fixture.overwrite("snapshot.json", with: damaged)
        let before = try fixture.allBytes()

        let error = await fileStoreError { try await fixture.open() }
        if case .inconsistent(let detail) = error?.problem {
            #expect(detail.contains("title"))
        } else {
            Issue.record("got \(String(describing: error))")
        }
        #expect(error?.file == fixture.path("snapshot.json"))
        #expect(error?.codingPath == "collections.todos[1]")
        #expect(try error?.line == #require(FileStoreFixture.line(openingTable: "todos", in: damaged)) + 2)
        #expect(try fixture.allBytes() == before)
    }
}
