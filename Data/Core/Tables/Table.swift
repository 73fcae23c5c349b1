import Domain
import Foundation

/// One table's records in memory, with the lookups that keep every rule check O(1): the owner
/// of each unique key's value, and how many records refer to each id through each reference.
struct Table<Schema: EntitySchema>: AnyTable {
    private(set) var records = RecordsByID<Schema.Record>()
    /// Per ``EntitySchema/uniqueKeys`` entry: which record holds each value.
    private var owners: [[String: UUID]] = Schema.uniqueKeys.map { _ in [:] }
    /// Per ``EntitySchema/references`` entry: how many records refer to each id.
    private var referenceCounts: [[UUID: Int]] = Schema.references.map { _ in [:] }

    /// An empty table.
    init() {}

    var name: String { Schema.table }
    var isEmpty: Bool { records.isEmpty }

    /// The record that holds `record`'s value of unique key `key`, if any.
    func owner(ofKey key: Int, of record: Schema.Record) -> UUID? {
        owners[key][Schema.uniqueKeys[key].value(record)]
    }

    /// The record whose value of unique key `key` is `value`, if any: one lookup in the key's owners.
    func record(holding value: String, ofKey key: Int) -> Schema.Record? {
        owners[key][value].flatMap { records[$0] }
    }

    /// Stores `record`, replacing the one with its id; true when it replaced one.
    @discardableResult
    mutating func put(_ record: Schema.Record) -> Bool {
        let old = records.updateValue(record, forKey: record.id)
        for (index, key) in Schema.uniqueKeys.enumerated() {
            if let old, owners[index][key.value(old)] == old.id { owners[index][key.value(old)] = nil }
            owners[index][key.value(record)] = record.id
        }
        for (index, reference) in Schema.references.enumerated() {
            if let old, let target = reference.value(old) { referenceCounts[index][target, default: 1] -= 1 }
            if let target = reference.value(record) { referenceCounts[index][target, default: 0] += 1 }
        }
        return old != nil
    }

    /// Stores `loaded` as a snapshot's records are loaded, unchecked but for ids and unique keys:
    /// the position of the first whose id or key is taken, and what is wrong, or nil.
    ///
    /// Into an empty table (every snapshot's load) the array itself becomes the table's, indexed
    /// where it lies; only when that finds an id or key twice are the records stored one by one,
    /// to name the first that breaks the rule.
    mutating func load(_ loaded: [Schema.Record]) -> (index: Int, problem: String)? {
        if isEmpty, let adopted = Table(adopting: loaded) {
            self = adopted
            return nil
        }
        reserveCapacity(loaded.count)
        for (index, record) in loaded.enumerated() {
            guard !contains(record.id) else {
                return (index, "\(Schema.entityName) id \(record.id.uuidString) appears twice")
            }
            for (key, unique) in Schema.uniqueKeys.enumerated() where owner(ofKey: key, of: record) != nil {
                return (index, "\(Schema.entityName) \(unique.column) \"\(unique.value(record))\" is taken")
            }
            put(record)
        }
        return nil
    }

    /// A table of `loaded`, the array itself (its records never copied one by one), or nil when
    /// two of them share an id or a unique key.
    private init?(adopting loaded: [Schema.Record]) {
        guard let records = RecordsByID(adopting: loaded) else { return nil }
        self.records = records
        for (index, key) in Schema.uniqueKeys.enumerated() {
            var owner: [String: UUID] = [:]
            owner.reserveCapacity(loaded.count)
            for record in loaded where owner.updateValue(record.id, forKey: key.value(record)) != nil { return nil }
            owners[index] = owner
        }
        for (index, reference) in Schema.references.enumerated() {
            var counts: [UUID: Int] = [:]
            // By index, so that no record is copied (and its strings retained) to read one field.
            for position in loaded.indices {
                if let target = reference.value(loaded[position]) { counts[target, default: 0] += 1 }
            }
            referenceCounts[index] = counts
        }
    }

    /// Removes the record with `id`; true when there was one.
    @discardableResult
    mutating func remove(_ id: UUID) -> Bool {
        guard let old = records.removeValue(forKey: id) else { return false }
        for (index, key) in Schema.uniqueKeys.enumerated() where owners[index][key.value(old)] == id {
            owners[index][key.value(old)] = nil
        }
        for (index, reference) in Schema.references.enumerated() {
            if let target = reference.value(old) { referenceCounts[index][target, default: 1] -= 1 }
        }
        return true
    }

    /// Makes room for `count` more records.
    mutating func reserveCapacity(_ count: Int) {
        records.reserveCapacity(records.count + count)
    }

    mutating func removeAll() {
        self = Table()
    }

    func contains(_ id: UUID) -> Bool {
        records.contains(id)
    }

    /// At most `limit` records whose id starts with `prefix` (or, time-ordered, whose last group
    /// does), in id order. One pass over the
    /// ids, comparing their bits with the prefix's bounds: no record is copied or mapped but
    /// those that match.
    func records(idPrefix prefix: IDPrefix, limit: Int) -> [Schema.Record] {
        let (bounds, tail) = (prefix.bounds, prefix.tail)
        var matches: [(IDBits, UUID)] = []
        for id in records.keys where prefix.contains(id, within: bounds, tail: tail) {
            matches.append((IDBits(id), id))
        }
        matches.sort { $0.0 < $1.0 }
        return matches.prefix(limit).compactMap { records[$0.1] }
    }

    func references(to id: UUID, in table: String) -> Int {
        var count = 0
        for (index, reference) in Schema.references.enumerated() where reference.table == table {
            count += referenceCounts[index][id, default: 0]
        }
        return count
    }

    func changes(to newer: any AnyTable) -> ChangeSet<UUID> {
        let new = (newer as? Table<Schema>)?.records ?? RecordsByID()
        var changes = ChangeSet<UUID>()
        for record in new.values {
            if let previous = records[record.id] {
                if previous != record { changes.updated.append(record.id) }
            } else {
                changes.inserted.append(record.id)
            }
        }
        changes.deleted = records.keys.filter { !new.contains($0) }
        return changes
    }

    func sortedRows() -> any TableRows {
        Rows<Schema>(records.values.map { ($0.id.orderKey, $0) }.sorted { $0.0 < $1.0 }.map(\.1))
    }
}

/// A ``Table`` of any schema, as a ``TableSet`` holds it.
package protocol AnyTable: Sendable {
    /// ``EntitySchema/table``.
    var name: String { get }
    var isEmpty: Bool { get }
    func contains(_ id: UUID) -> Bool
    /// How many records of this table refer to `id` of `table`.
    func references(to id: UUID, in table: String) -> Int
    /// What changed from this table to `newer`, the same table in a newer state.
    func changes(to newer: any AnyTable) -> ChangeSet<UUID>
    /// Every record, in id order, as a snapshot lists them.
    func sortedRows() -> any TableRows
    mutating func remove(_ id: UUID) -> Bool
    mutating func removeAll()
}
