import Domain
import Foundation
import Synchronization

/// The SQLite benchmarks' input: deterministic todos, varied in every column.
enum SQLiteBenchmarkData {
    /// `count` todos made from `start` on, one per millisecond, with time-ordered ids minted now,
    /// as the app makes them, or random (version 4) ones, as it made them before.
    static func todos(
        count: Int, randomIDs: Bool = false, start: Date = Date(timeIntervalSince1970: 1_767_225_600)
    ) -> [Todo] {
        return (0..<count).map { index -> Todo in
            let notes: String = index % 3 == 0 ? "Some longer notes for todo \(index), as people write them." : ""
            let due: Date? = index % 2 == 0 ? start.addingTimeInterval(Double(index) * 60) : nil
            let created: Date = start.addingTimeInterval(Double(index) / 1000)
            return Todo(
                id: randomIDs ? UUID() : .timeOrdered(), title: "Todo number \(index)", notes: notes,
                isCompleted: index % 4 == 0,
                priority: Priority.allCases[index % 3], dueDate: due, createdAt: created)
        }
    }

    /// `count` ids of `todos`, spread over the whole set in a scattered order.
    static func lookupIDs(in todos: [Todo], count: Int) -> [UUID] {
        (0..<count).map { todos[($0 * 7919) % todos.count].id }
    }
}

/// Batches of new todos made before measuring, handed out one per run, so that every batch
/// inserts ids not stored yet and no run pays for making its input. Store and baseline each
/// take the same sequence.
final class SQLiteBenchmarkBatches: Sendable {
    enum Side {
        case store
        case baseline
    }

    private let batches: [[Todo]]
    private let taken = Mutex((store: 0, baseline: 0))

    init(count: Int, size: Int) {
        batches = (0..<count).map { _ in SQLiteBenchmarkData.todos(count: size) }
    }

    /// The next batch for `side`; the last one again if the runner asks for more than were made.
    func next(for side: Side) -> [Todo] {
        let index = taken.withLock { taken in
            switch side {
            case .store:
                defer { taken.store += 1 }
                return taken.store
            case .baseline:
                defer { taken.baseline += 1 }
                return taken.baseline
            }
        }
        return batches[min(index, batches.count - 1)]
    }
}

/// The result of async work, handed from the task that ran it to the thread that waited.
final class WaitOutcome<T: Sendable>: Sendable {
    private let result = Mutex<Result<T, any Error>?>(nil)

    func set(_ value: Result<T, any Error>) {
        result.withLock { $0 = value }
    }

    func get() throws -> T {
        guard let value = result.withLock({ $0 }) else { throw CancellationError() }
        return try value.get()
    }
}
