import Foundation
import TestSupport
import Testing

@testable import Data
@testable import SQLiteStore

@Suite("The SQLite writer's connection settings")
struct SQLiteWriterSettingsTests {
    @Test("the writer caches 64 MiB of pages, so that inserts at random places of the id-tail index stay in memory")
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

    @Test("a new database gets 16 KiB pages, so that the id-tail index splits pages less often")
    func newDatabaseHasLargePages() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("todos.sqlite")
        let store = try await offCooperativePool { try SQLiteStore.open(path: path) }
        await store.close()
        // The page size is in the file's header, so a separate connection reads what was written.
        let connection = try SQLiteConnection(path: path, create: false)
        #expect(try connection.pragmaInteger("PRAGMA page_size") == 16_384)
    }

    @Test("a database made with 4 KiB pages opens with them and keeps its rows: the size is never changed in place")
    func existingDatabaseKeepsItsPageSize() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("todos.sqlite")
        do {
            let connection = try SQLiteConnection(path: path)
            try connection.execute("PRAGMA page_size = 4096")
            try connection.execute("PRAGMA journal_mode = WAL")
            try SQLiteSchema.createTables(on: connection)
            try connection.execute(
                """
                INSERT INTO "projects" ("id", "name", "name_key", "created_at", "updated_at")
                VALUES ('0190F5A0-1234-7ABC-8DEF-3F2A1B2C4D5E', 'Home', 'home', 0, 0)
                """)
        }
        let store = try await offCooperativePool { try SQLiteStore.open(path: path) }
        let (pageSize, names) = try await store.write { session throws(DataSourceError) in
            try sqlite { () throws(SQLiteError) in
                (
                    try session.connection.pragmaInteger("PRAGMA page_size"),
                    try session.connection.pragmaInteger("SELECT count(*) FROM \"projects\" WHERE \"name\" = 'Home'")
                )
            }
        }
        #expect(pageSize == 4_096)
        #expect(names == 1)
        await store.close()
    }
}
