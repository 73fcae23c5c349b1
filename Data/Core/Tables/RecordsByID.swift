import Foundation

/// A table's records by id, with a dictionary's API, kept as one array of records (in no
/// particular order) and a dictionary from id to position.
///
/// A dictionary of whole records keeps its buckets at most three-quarters full, each bucket the
/// size of a record: 100,000 todos took 36 MB that way, where the array takes 12 MB. A scan
/// (every query and count) reads one contiguous array.
struct RecordsByID<Record: TableRecord>: Sendable {
    /// Every record, in no particular order.
    private(set) var values: [Record] = []
    private var positions: [UUID: Int] = [:]

    var isEmpty: Bool { values.isEmpty }
    var count: Int { values.count }
    /// Every id, in no particular order.
    var keys: LazyMapSequence<[Record], UUID> { values.lazy.map(\.id) }

    func contains(_ id: UUID) -> Bool {
        positions[id] != nil
    }

    subscript(id: UUID) -> Record? {
        guard let position = positions[id] else { return nil }
        return values[position]
    }

    /// Stores `record` under `id` (its own), returning the one it replaced.
    @discardableResult
    mutating func updateValue(_ record: Record, forKey id: UUID) -> Record? {
        if let position = positions[id] {
            defer { values[position] = record }
            return values[position]
        }
        values.append(record)
        positions[id] = values.count - 1
        return nil
    }

    /// Removes the record with `id`, returning it; the last record takes its place.
    @discardableResult
    mutating func removeValue(forKey id: UUID) -> Record? {
        guard let position = positions.removeValue(forKey: id) else { return nil }
        let last = values.removeLast()
        guard position < values.count else { return last }
        defer {
            values[position] = last
            positions[last.id] = position
        }
        return values[position]
    }

    /// No records.
    init() {}

    /// `values` themselves, not copied, indexed by id; nil when two of them share an id.
    init?(adopting values: [Record]) {
        self.values = values
        positions.reserveCapacity(values.count)
        // The loop lives here, not in the table, which is generic over its schema at run time
        // and looked up this type's metadata once per record (2% of opening 100,000 todos).
        for position in values.indices where positions.updateValue(position, forKey: values[position].id) != nil {
            return nil
        }
    }

    /// Makes room for `count` records in all.
    mutating func reserveCapacity(_ count: Int) {
        values.reserveCapacity(count)
        positions.reserveCapacity(count)
    }
}
