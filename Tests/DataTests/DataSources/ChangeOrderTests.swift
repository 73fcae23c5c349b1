import Data
import Domain
import FileStore
import Foundation
import SQLiteStore
import Synchronization
import TestSupport
import Testing

/// Two writers race on one id, one creating it (by repository and by unit of work in turn), the
/// other deleting it. Whatever the interleaving, the commits that succeed alternate, created,
/// deleted, created...; so must the change sets an observer receives, or a view replaying them
/// would end up showing a deleted todo, or missing one that exists.
@Suite("Local stores publish change sets in commit order")
struct ChangeOrderTests {
    enum Store: String, CaseIterable, CustomTestStringConvertible {
        case memory, file, sqliteFile, sqliteInMemory

        var testDescription: String { rawValue }
    }

    @Test("racing creates and deletes of one id are observed alternating, as they committed", arguments: Store.allCases)
    func racingWritersObservedInCommitOrder(_ kind: Store) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("change-order-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try await Self.open(kind, in: folder)
        let todos = TodoRepositoryImpl(dataSource: store.todoDataSource())
        let unitOfWork = store.unitOfWork()
        let changes = ChangeRecorder(todos.changes())
        let raced = Fixtures.id(1)
        // Both writers keep trying until this many commits succeeded between them, so that one
        // finishing all its attempts before the other starts (a fast store, a busy machine)
        // cannot end the race early.
        let race = Race(target: kind == .file ? 60 : 200)

        async let created = race.run { attempt in
            let todo = Todo(id: raced, title: "Raced \(attempt)")
            if attempt.isMultiple(of: 2) {
                _ = try await todos.create(todo)
            } else {
                var batch = WriteBatch()
                batch.create([todo])
                try await unitOfWork.commit(batch)
            }
        }
        async let deleted = race.run { _ in try await todos.delete(id: raced) }
        let commits = await created + deleted

        // The marker is published after every raced commit, so once it arrives all have.
        let marker = try await todos.create(Todo(id: Fixtures.id(2), title: "Marker"))
        var observed: [ChangeSet<UUID>] = []
        while let next = await changes.next(), next != ChangeSet(inserted: [marker.id]) {
            observed.append(next)
        }
        let expected = (0..<commits).map {
            $0.isMultiple(of: 2) ? ChangeSet(inserted: [raced]) : ChangeSet(deleted: [raced])
        }
        #expect(commits > 2, "the writers never raced")
        #expect(observed.count == commits)
        let firstOutOfOrder = zip(observed, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(firstOutOfOrder == nil, "change set \(firstOutOfOrder ?? -1) of \(commits) is out of commit order")
        let exists = (try? await todos.fetch(id: raced)) != nil
        #expect(exists == !commits.isMultiple(of: 2), "the last change set observed is not the last commit")
    }

    /// Two writers' shared count of the commits that succeeded.
    private final class Race: Sendable {
        let target: Int
        private let commits = Mutex(0)

        init(target: Int) { self.target = target }

        /// Runs `attempt` until the writers have committed `target` times between them (or
        /// after 100 times that many tries, a bound on a writer that can never succeed),
        /// yielding after each so the other writer runs too; counts this writer's successes.
        func run(_ attempt: @escaping @Sendable (Int) async throws -> Void) async -> Int {
            var succeeded = 0
            var tries = 0
            while commits.withLock({ $0 }) < target, tries < target * 100 {
                if (try? await attempt(tries)) != nil {
                    succeeded += 1
                    commits.withLock { $0 += 1 }
                }
                tries += 1
                await Task.yield()
            }
            return succeeded
        }
    }

    private static func open(_ kind: Store, in folder: URL) async throws -> DataStore {
        switch kind {
        case .memory: return DataStore.inMemory()
        case .sqliteInMemory: return try DataStore.sqliteInMemory()
        case .file: return try await offCooperativePool { try DataStore.file(at: folder) }
        case .sqliteFile:
            let path = folder.appendingPathComponent("todos.sqlite").path
            return try await offCooperativePool { try DataStore.sqlite(path: path) }
        }
    }
}
