import Domain
import Foundation
import Testing

@testable import Data
@testable import SQLiteStore

@Suite("A SQLite file with pages overwritten refuses writes as it refuses reads")
struct SQLiteDamagedFileTests {
    /// A file of 3,000 todos whose middle 200 KB (50 of its about 315 pages) were overwritten
    /// with noise, as a failing disk or a stray `dd` leaves it; page 1 (the header) is whole.
    ///
    /// Not fewer pages: the table's pages lie among its indexes' pages, in an order the random ids
    /// decide, and 5 pages of noise missed every page of the table in about 1 run in 40 of the
    /// whole suite. The listing then met no damage, and the test failed for no fault of the store.
    private func damagedFile(_ path: String) async throws {
        do {
            let store = try DataStore.sqlite(path: path)
            let todos = TodoRepositoryImpl(dataSource: store.todoDataSource())
            _ = try await todos.createAll(
                (0..<3_000).map { Todo(title: "Todo \($0) with words enough to fill pages", notes: "notes \($0)") })
            await store.close()
        }
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size / 2 - 102_400)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let noise = (0..<204_800).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        try handle.write(contentsOf: Data(noise))
    }

    private func isDamage(_ error: any Error) -> Bool {
        guard case .storage(let evidence)? = error as? RepositoryError else { return false }
        return evidence.summary.contains("is damaged")
    }

    @Test("after a listing finds the damage, a write is refused, in this process and in the next")
    func writesAreRefused() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("damaged.sqlite")
        try await damagedFile(path)

        let store = try DataStore.sqlite(path: path)
        let todos = TodoRepositoryImpl(dataSource: store.todoDataSource())
        await #expect { _ = try await todos.fetchAll(.all) } throws: { isDamage($0) }
        await #expect { _ = try await todos.create(Todo(title: "After the damage")) } throws: { isDamage($0) }
        await store.close()

        let next = TodoRepositoryImpl(dataSource: try DataStore.sqlite(path: path).todoDataSource())
        await #expect { _ = try await next.create(Todo(title: "In the next process")) } throws: { isDamage($0) }
    }
}
