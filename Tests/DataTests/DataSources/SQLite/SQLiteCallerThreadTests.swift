import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Data

@Suite("SQLite lookups by id run on a caller's own thread when it says so")
struct SQLiteCallerThreadTests {
    @Test("inside CallerThread.run on a thread of the caller's, a lookup runs right there; outside it, on a reader's")
    func lookupStaysOnTheCallersOwnThread() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("todos.sqlite")
        let store = try await offCooperativePool { try SQLiteStore.open(path: path) }

        let allowed = try await OwnThread.run {
            try await CallerThread.run(blockable: { try await lookupThread(store) })
        }
        let notAsked = try await OwnThread.run { try await lookupThread(store) }

        #expect(allowed.caller == allowed.lookup, "the lookup hopped to another thread")
        #expect(notAsked.caller != notAsked.lookup, "a caller that did not ask had its thread used")
        await store.close()
    }

    @Test("a reader lent to one caller is refused to the next at once, and lent again once given back")
    func lentReaderIsRefusedNotWaitedFor() throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let connection = try SQLiteConnection(path: folder.path("todos.sqlite"))
        let reader = SQLiteReader(session: try SQLiteSession(connection: connection), name: "lent reader")
        defer { reader.stopThread() }

        // The second caller asks while the first still has the connection (here, from inside
        // the first's read, which a lock would deadlock on or trap).
        let whileLent = try reader.readIfFree { _ throws(DataSourceError) in
            try reader.readIfFree { _ in "second caller" }
        }
        let afterwards = try reader.readIfFree { _ in "third caller" }

        #expect(whileLent == .some(nil), "the second caller was not refused")
        #expect(afterwards == "third caller", "the reader was not given back")
    }

    /// The calling thread and the one the lookup ran on.
    private func lookupThread(_ store: SQLiteStore) async throws -> (caller: UInt, lookup: UInt) {
        let caller = OwnThread.currentID
        let lookup = try await store.readByKey { _ in OwnThread.currentID }
        return (caller, lookup)
    }
}

/// Runs an async body on a new thread of its own (not Swift's cooperative pool), started there
/// with `Task.immediate`, as an HTTP server's event loop would.
private enum OwnThread {
    static var currentID: UInt { CallerThread.currentThread }

    static func run<T: Sendable>(
        _ body: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                Task.immediate {
                    do {
                        continuation.resume(returning: try await body())
                    } catch {
                        continuation.resume(throwing: error)
                    }
                }
            }
            thread.start()
        }
    }
}
