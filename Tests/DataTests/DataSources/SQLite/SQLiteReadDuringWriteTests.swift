import Dispatch
import Domain
import Foundation
import TestSupport
import Testing

@testable import Data
@testable import SQLiteStore

@Suite("SQLite reads never wait for a write")
struct SQLiteReadDuringWriteTests {
    @Test("a read answers with the last commit while the writer holds a write transaction open")
    func readAnswersBesideAnOpenWrite() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let store = try await offCooperativePool { try SQLiteStore.open(path: folder.path("todos.sqlite")) }
        let committed = TodoRecord(Todo(title: "committed"))
        let pending = TodoRecord(Todo(title: "not committed yet"))
        try await store.write { session throws(DataSourceError) in
            try session.insert([committed], in: TodoSchema.self)
        }

        // Given a write that has inserted a row and then holds its transaction (and the
        // database's write lock) until the test lets it go,
        let release = DispatchSemaphore(value: 0)
        let (inside, insideContinuation) = AsyncStream<Void>.makeStream()
        let write = Task {
            try await store.write { session throws(DataSourceError) in
                try session.write { () throws(DataSourceError) in
                    try session.insert([pending], in: TodoSchema.self)
                    insideContinuation.yield()
                    // A bound on a broken test, not a speed target: a read that queued behind
                    // this write would only answer once it ends, and then count both rows.
                    _ = release.wait(timeout: .now() + .seconds(60))
                }
            }
        }
        var signals = inside.makeAsyncIterator()
        await signals.next()

        // when a read runs meanwhile,
        let during = try await Self.count(in: store)
        release.signal()
        try await write.value

        // then it has answered at once with the committed row only, and the write went on.
        #expect(during == 1, "the read waited for the write, or saw its uncommitted row")
        #expect(try await Self.count(in: store) == 2)
        await store.close()
    }

    private static func count(in store: SQLiteStore) async throws -> Int {
        try await store.read { session throws(DataSourceError) in
            try session.count(matching: .all, in: TodoSchema.self)
        }
    }
}
