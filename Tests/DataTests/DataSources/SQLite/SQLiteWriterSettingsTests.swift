import Foundation
import TestSupport
import Testing

@testable import Data

@Suite("The SQLite writer's connection settings")
struct SQLiteWriterSettingsTests {
    @Test("the writer caches 64 MiB of pages, so that a batch's random inserts into the id-tail index stay in memory")
    func writerHasALargePageCache() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("todos.sqlite")
        let store = try await offCooperativePool { try SQLiteStore.open(path: path) }
        let (writerCache, readerCache) = try await (
            store.write { session throws(DataSourceError) in
                try sqlite { () throws(SQLiteError) in try session.connection.pragmaInteger("PRAGMA cache_size") }
            },
            store.read { session throws(DataSourceError) in
                try sqlite { () throws(SQLiteError) in try session.connection.pragmaInteger("PRAGMA cache_size") }
            }
        )
        // Negative values are KiB; SQLite's default, which the readers keep, is -2000.
        #expect(writerCache == -65_536)
        #expect(readerCache == -2_000)
        await store.close()
    }
}
