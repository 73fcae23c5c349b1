import Foundation

/// A table's records by id, with a dictionary's API, kept as one array of records (in no
/// particular order) and a hash index from id to position (``PositionIndex``).
///
/// A dictionary of whole records keeps its buckets at most three-quarters full, each bucket the
/// size of a record: 100,000 todos took 36 MB that way, where the array takes 12 MB and the
/// index 2 MB. A scan (every query and count) reads one contiguous array.
struct RecordsByID<Record: TableRecord>: Sendable {
    /// Every record, in no particular order.
    private(set) var values: [Record] = []
    private var positions = PositionIndex()

    var isEmpty: Bool { values.isEmpty }
    var count: Int { values.count }
    /// Every id, in no particular order.
    var keys: LazyMapSequence<[Record], UUID> { values.lazy.map(\.id) }

    func contains(_ id: UUID) -> Bool {
        positions.position(of: id, in: values) != nil
    }

    subscript(id: UUID) -> Record? {
        guard let position = positions.position(of: id, in: values) else { return nil }
        return values[position]
    }

    /// Stores `record` under `id` (its own), returning the one it replaced.
    @discardableResult
    mutating func updateValue(_ record: Record, forKey id: UUID) -> Record? {
        if let position = positions.position(of: id, in: values) {
            defer { values[position] = record }
            return values[position]
        }
        values.append(record)
        positions.insert(id, at: values.count - 1, in: values)
        return nil
    }

    /// Removes the record with `id`, returning it; the last record takes its place.
    @discardableResult
    mutating func removeValue(forKey id: UUID) -> Record? {
        guard let position = positions.remove(id, in: values) else { return nil }
        let last = values.removeLast()
        guard position < values.count else { return last }
        defer {
            values[position] = last
            positions.move(last.id, from: values.count, to: position)
        }
        return values[position]
    }

    /// No records.
    init() {}

    /// `values` themselves, not copied, with an index of none of them yet: each is found by id
    /// only once ``indexAdopted(at:)`` has indexed it.
    init(adopting values: [Record]) {
        self.values = values
        positions.reserveCapacity(values.count, in: values)
    }

    /// Indexes the adopted record at `position`; false when its id is taken, after which the
    /// index is not to be used.
    mutating func indexAdopted(at position: Int) -> Bool {
        positions.insertIfAbsent(values[position].id, at: position, in: values)
    }

    /// Makes room for `count` records in all.
    mutating func reserveCapacity(_ count: Int) {
        values.reserveCapacity(count)
        positions.reserveCapacity(count, in: values)
    }
}
