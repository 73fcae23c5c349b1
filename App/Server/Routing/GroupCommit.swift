import Domain
import Synchronization

/// Group commit for one collection's creates: the `POST`s that arrive while a create is being
/// written wait, and go to the store together, as one `createAll` (one transaction), as soon as
/// it is done.
///
/// Why: the store commits one transaction at a time, and each commit has a cost of its own (the
/// pages it appends to SQLite's WAL, a wake-up of the writer's thread) that concurrent
/// single-record `POST`s would otherwise pay one by one; in a group they share it.
///
/// What stays as it was:
/// - durability: each request is answered only after the transaction holding its records has
///   committed, never before;
/// - each request's answer: a group that fails (a duplicate id, a record the rules refuse, a
///   store error) is written again one request at a time, in arrival order, so every request
///   gets the answer it would have got alone, and one bad request never refuses the others;
/// - a request's records are never split: a request's list goes into one group, whole.
///
/// A create that finds nothing being written is written at once, by its own task, with no
/// waiting and no extra task.
final class GroupCommit<Entity: Sendable>: Sendable {
    /// Writes entities in one transaction and returns them as stored, in the order given.
    typealias Write = @Sendable ([Entity]) async throws(RepositoryError) -> [Entity]

    private enum Turn: Sendable {
        /// Nothing was being written: the caller writes its own records now.
        case lead
        /// A group holding the caller's records was written; this is the caller's share.
        case written(Result<[Entity], RepositoryError>)
    }

    private struct Waiter: Sendable {
        let entities: [Entity]
        let continuation: CheckedContinuation<Turn, Never>
    }

    private struct State {
        var isWriting = false
        var waiting: [Waiter] = []
    }

    private let write: Write
    private let maximumGroupRecords: Int
    private let state = Mutex(State())

    /// Groups the calls of `write`; a group stops growing at `maximumGroupRecords` records
    /// (unless its first request alone has more), so that no transaction grows without bound.
    init(maximumGroupRecords: Int = 1_000, write: @escaping Write) {
        self.write = write
        self.maximumGroupRecords = maximumGroupRecords
    }

    /// Stores `entities` in one transaction, perhaps shared with other callers' records, and
    /// returns them as stored; the error is the one writing them alone would have thrown.
    func create(_ entities: [Entity]) async throws(RepositoryError) -> [Entity] {
        let turn = await withCheckedContinuation { (continuation: CheckedContinuation<Turn, Never>) in
            state.withLock { state in
                if state.isWriting {
                    state.waiting.append(Waiter(entities: entities, continuation: continuation))
                } else {
                    state.isWriting = true
                    continuation.resume(returning: .lead)
                }
            }
        }
        let result: Result<[Entity], RepositoryError>
        switch turn {
        case .written(let share):
            result = share
        case .lead:
            result = await alone(entities)
            let next = nextGroup()
            if !next.isEmpty { Task { await self.drain(from: next) } }
        }
        return try result.get()
    }

    /// Writes group after group until nobody is waiting, then lets the next create lead.
    private func drain(from first: [Waiter]) async {
        var group = first
        while !group.isEmpty {
            await commit(group)
            group = nextGroup()
        }
    }

    /// The waiters of the next group, taken from the queue; none, and the writing over, when
    /// nobody waits.
    private func nextGroup() -> [Waiter] {
        state.withLock { state in
            guard !state.waiting.isEmpty else {
                state.isWriting = false
                return []
            }
            var records = 0
            var count = 0
            for waiter in state.waiting {
                guard count == 0 || records + waiter.entities.count <= maximumGroupRecords else { break }
                records += waiter.entities.count
                count += 1
            }
            let group = Array(state.waiting.prefix(count))
            state.waiting.removeFirst(count)
            return group
        }
    }

    /// Writes `group` in one transaction and hands each waiter its share. When the records are
    /// what failed (a rule, a conflict, a missing reference), each waiter's are written again
    /// alone; when the store failed, every waiter gets that failure, as it would have alone.
    private func commit(_ group: [Waiter]) async {
        let outcome = await alone(group.flatMap(\.entities))
        switch outcome {
        case .success(let stored):
            var rest = stored[...]
            for waiter in group {
                waiter.continuation.resume(returning: .written(.success(Array(rest.prefix(waiter.entities.count)))))
                rest = rest.dropFirst(waiter.entities.count)
            }
        case .failure(let error) where group.count == 1 || !Self.isAboutTheRecords(error):
            for waiter in group { waiter.continuation.resume(returning: .written(.failure(error))) }
        case .failure:
            for waiter in group {
                waiter.continuation.resume(returning: .written(await alone(waiter.entities)))
            }
        }
    }

    /// Whether `error` refuses some of the records rather than the store: another group of the
    /// same requests may then succeed in part.
    private static func isAboutTheRecords(_ error: RepositoryError) -> Bool {
        switch error {
        case .validation, .conflict, .notFound: true
        case .storage, .unavailable, .cancelled: false
        }
    }

    private func alone(_ entities: [Entity]) async -> Result<[Entity], RepositoryError> {
        do {
            return .success(try await write(entities))
        } catch {
            return .failure(error)
        }
    }
}
