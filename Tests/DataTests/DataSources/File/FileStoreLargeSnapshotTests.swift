import Data
import Domain
import FileStore
import Foundation
import TestSupport
import Testing

/// A snapshot is read from a mapping whose pages leave memory as its records are decoded, a
/// megabyte at a time: what is let go is read again from the file when touched, so a snapshot of
/// several megabytes reads whole, and a flaw near its end is located as in a small one.
@Suite("JSON file store reads a snapshot of several megabytes whole, and locates a flaw at its end")
struct FileStoreLargeSnapshotTests {
    /// Todos of about 700 bytes each: 3.5 MB of snapshot, more than the megabyte let go at a time.
    static let count = 5_000

    @Test("every record of a snapshot of several megabytes is read, the last one as written")
    func largeSnapshotReadsWhole() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        let written = try await fixture.fillSnapshot(count: Self.count)
        #expect(try fixture.bytes("snapshot.json").count > 3 << 20)

        let reopened = try await fixture.open()
        #expect(try await reopened.todos.count(matching: .all) == Self.count)
        let last = try #require(written.last)
        #expect(try await reopened.todos.fetch(id: last.id) == last)
    }

    // A wrong type, not a syntax error: the scan that finds where the table ends would catch the
    // latter before any record was read; this one is met after every megabyte before it was let go.
    @Test("a wrong value in the last record of a snapshot of several megabytes is located at its line and byte")
    func flawAtTheEndIsLocated() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        try await fixture.fillSnapshot(count: Self.count)
        let original = try fixture.bytes("snapshot.json")
        let lastTodo = try #require(FileStoreFixture.line(openingTable: "todos", in: original)) + Self.count
        let lineStart = FileStoreFixture.offset(ofLine: lastTodo, in: original)
        let damaged =
            original[..<lineStart]
            + Data(original[lineStart...]).replacingFirst("\"priority\":1", with: "\"priority\":\"1\"")
        try fixture.overwrite("snapshot.json", with: damaged)

        let error = await fileStoreError { try await fixture.open() }
        #expect(error?.codingPath == "collections.todos[\(Self.count - 1)].priority")
        #expect(error?.line == lastTodo)
        #expect(error?.byteOffset == lineStart)
    }
}
