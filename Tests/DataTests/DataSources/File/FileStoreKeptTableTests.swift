import Data
import Domain
import FileStore
import Foundation
import TestSupport
import Testing

@Suite("A file store holding rows of an entity the app no longer has opens and keeps those rows")
struct FileStoreKeptTableTests {
    private let kept = Fixtures.id(501)
    private let deleted = Fixtures.id(502)

    /// Journal lines as the app wrote them while it still had an `Order` entity (`scaffold
    /// --remove Order` took it out since): two orders put, then one deleted.
    private func orderLines() -> Data {
        let put =
            #"{"put":{"orders":[{"createdAt":1700000000000,"id":"\#(kept.uuidString)","note":"Gift","total":12.5,"#
            + #""updatedAt":1700000000000},{"createdAt":1700000000000,"id":"\#(deleted.uuidString)","note":null,"#
            + #""total":3,"updatedAt":1700000000000}]}}"#
        let delete = #"{"delete":{"orders":["\#(deleted.uuidString)"]}}"#
        return Data((put + "\n" + delete + "\n").utf8)
    }

    @Test("the store opens and serves its entities; the unknown table's rows survive a compaction as they were")
    func unknownTableIsKept() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        _ = try await fixture.open().todos.create(Todo(title: "Before"))
        try fixture.overwrite("journal.jsonl", with: try fixture.bytes("journal.jsonl") + orderLines())

        let reopened = try await fixture.open()
        #expect(try await reopened.todos.count(matching: .all) == 1)
        _ = try await reopened.todos.create(Todo(title: "After"))

        // Enough writes to fold the journal into a new snapshot.
        try await fixture.fillSnapshot()
        let snapshot = String(decoding: try fixture.bytes("snapshot.json"), as: UTF8.self)
        #expect(FileStoreFixture.line(openingTable: "orders", in: Data(snapshot.utf8)) != nil)
        #expect(snapshot.contains(kept.uuidString) && snapshot.contains("\"Gift\"") && snapshot.contains("12.5"))
        #expect(!snapshot.contains(deleted.uuidString))
        #expect(try await fixture.open().todos.count(matching: .all) == 202)
    }

    @Test("the store names the table no entity has, once, among its tables")
    func unknownTableIsNamed() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        _ = try await fixture.open().todos.create(Todo(title: "Before"))
        #expect(try DataStore.file(at: fixture.folder.url).unknownTables.isEmpty)
        try fixture.overwrite("journal.jsonl", with: try fixture.bytes("journal.jsonl") + orderLines())

        #expect(try DataStore.file(at: fixture.folder.url).unknownTables == ["orders"])
    }

    @Test("a record of an unknown table without an id is still refused, naming the table")
    func unknownRecordWithoutIDIsRefused() async throws {
        let fixture = try FileStoreFixture()
        defer { fixture.folder.remove() }
        _ = try await fixture.open().todos.create(Todo(title: "Before"))
        let line = Data((#"{"put":{"orders":[{"total":3}]}}"# + "\n").utf8)
        try fixture.overwrite("journal.jsonl", with: try fixture.bytes("journal.jsonl") + line)
        await #expect(throws: DataSourceError.self) { _ = try await fixture.open() }
    }
}
