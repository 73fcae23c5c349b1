import Domain
import Foundation

/// Every table of a store held in memory, and the one copy of the integrity rules that the
/// in-memory and file stores share: unique ids and keys, references that must exist, and no
/// deleting a record still referred to. SQLite enforces the same rules with its own constraints,
/// declared from the same schemas.
///
/// The checks only plan a write (they return the ``TableChange`` to commit, or the error);
/// ``apply(_:)`` carries it out. The file store writes the change to its journal in between.
package struct TableSet: Sendable {
    private var tables: [String: any AnyTable] = [:]

    /// An empty table for every schema in `schemas`.
    package init(schemas: [any EntitySchema.Type] = Schemas.all) {
        for schema in schemas {
            let table = Self.emptyTable(schema)
            tables[table.name] = table
        }
    }

    private static func emptyTable<Schema: EntitySchema>(_: Schema.Type) -> any AnyTable {
        Table<Schema>()
    }

    /// The table of `schema` (empty when it has none yet).
    func table<Schema: EntitySchema>(_: Schema.Type) -> Table<Schema> {
        tables[Schema.table] as? Table<Schema> ?? Table()
    }

    /// Every table's name.
    package var names: [String] { Array(tables.keys) }

    /// The table called `name`, if there is one.
    package subscript(name: String) -> (any AnyTable)? {
        tables[name]
    }

    /// Empties every table.
    mutating func removeAll() {
        for name in tables.keys {
            tables[name]?.removeAll()
        }
    }

    // MARK: Planning writes

    /// The change that inserts `records`, or the first rule they break. A reference may also
    /// name a record in `staged` (ids per table), which the same write stores before these.
    func insertion<Schema: EntitySchema>(
        of records: [Schema.Record], in _: Schema.Type, staged: [String: Set<UUID>] = [:]
    ) throws(DataSourceError) -> TableChange {
        let table = table(Schema.self)
        var seenIDs = Set<UUID>()
        var seenKeys = Schema.uniqueKeys.map { _ in Set<String>() }
        for record in records {
            guard !table.contains(record.id), seenIDs.insert(record.id).inserted else { throw .duplicateID(record.id) }
            for (index, key) in Schema.uniqueKeys.enumerated() {
                guard table.owner(ofKey: index, of: record) == nil, seenKeys[index].insert(key.value(record)).inserted
                else { throw key.conflict(record) }
            }
            try checkReferences(of: record, in: Schema.self, staged: staged)
        }
        return TableChange(puts: [Rows<Schema>(records)])
    }

    /// `record` as an update would store it (with the stored `createdAt`), or the first rule it breaks.
    func updated<Schema: EntitySchema>(
        _ record: Schema.Record, in _: Schema.Type
    ) throws(DataSourceError)
        -> Schema.Record
    {
        let table = table(Schema.self)
        guard let stored = table.records[record.id] else { throw .notFound(id: record.id) }
        for (index, key) in Schema.uniqueKeys.enumerated() {
            if let owner = table.owner(ofKey: index, of: record), owner != record.id { throw key.conflict(record) }
        }
        try checkReferences(of: record, in: Schema.self)
        var updated = record
        updated.createdAt = stored.createdAt
        return updated
    }

    /// The change that deletes the record with `id`, or why it may not be deleted.
    func deletion<Schema: EntitySchema>(of id: UUID, in _: Schema.Type) throws(DataSourceError) -> TableChange {
        guard let record = table(Schema.self).records[id] else { throw .notFound(id: id) }
        for (name, other) in tables.sorted(by: { $0.key < $1.key }) {
            let count = other.references(to: id, in: Schema.table)
            if count > 0 { throw Schema.refusalToDelete(record, referencedBy: count, in: name) }
        }
        return TableChange(deletes: [(Schema.table, [id])])
    }

    /// Throws `.invalidReference` for the first reference of `record` to a record neither
    /// stored nor in `staged` (ids per table, stored by the same write).
    func checkReferences<Schema: EntitySchema>(
        of record: Schema.Record, in _: Schema.Type, staged: [String: Set<UUID>] = [:]
    ) throws(DataSourceError) {
        for reference in Schema.references {
            if let target = reference.value(record), tables[reference.table]?.contains(target) != true,
                staged[reference.table]?.contains(target) != true
            {
                throw .invalidReference(field: reference.field, id: target)
            }
        }
    }

    // MARK: Applying writes

    /// Carries out `change` (checked when it was planned) and says what it changed, per table.
    @discardableResult
    package mutating func apply(_ change: TableChange) -> [String: ChangeSet<UUID>] {
        var changes: [String: ChangeSet<UUID>] = [:]
        for rows in change.puts {
            let changed = rows.put(into: &self)
            changes[rows.table, default: ChangeSet()].inserted += changed.inserted
            changes[rows.table, default: ChangeSet()].updated += changed.updated
        }
        for (table, ids) in change.deletes {
            for id in ids where tables[table]?.remove(id) == true {
                changes[table, default: ChangeSet()].deleted.append(id)
            }
        }
        return changes
    }

    /// Stores `records` whole; which replaced a record (updated) and which were new (inserted).
    mutating func put<Schema: EntitySchema>(_ records: [Schema.Record], in _: Schema.Type) -> ChangeSet<UUID> {
        var table = tables.removeValue(forKey: Schema.table) as? Table<Schema> ?? Table()
        defer { tables[Schema.table] = table }
        var changes = ChangeSet<UUID>()
        for record in records {
            if table.put(record) { changes.updated.append(record.id) } else { changes.inserted.append(record.id) }
        }
        return changes
    }

    /// Keeps `rows` of a table no schema describes (a file store's table of a removed entity),
    /// replacing records by id; which replaced a record and which were new.
    mutating func keep(_ rows: KeptRows) -> ChangeSet<UUID> {
        var table = tables.removeValue(forKey: rows.table) as? KeptTable ?? KeptTable(name: rows.table)
        defer { tables[rows.table] = table }
        return table.put(rows.records)
    }

    /// The tables no schema describes, kept as they were read (see ``KeptTable``).
    package var keptTables: [String] {
        tables.values.filter { $0 is KeptTable }.map(\.name).sorted()
    }

    /// Stores `records` as a snapshot's are loaded, unchecked but for ids and unique keys: the
    /// position of the first whose id or key is taken, and what is wrong, or nil.
    mutating func load<Schema: EntitySchema>(
        _ records: [Schema.Record], in _: Schema.Type
    ) -> (index: Int, problem: String)? {
        var table = tables.removeValue(forKey: Schema.table) as? Table<Schema> ?? Table()
        defer { tables[Schema.table] = table }
        return table.load(records)
    }

    /// What changed from this state to `newer`, per table: how a process that reloads the files
    /// after another one compacted them still tells its observers what happened.
    package func changes(to newer: TableSet) -> [String: ChangeSet<UUID>] {
        var changes: [String: ChangeSet<UUID>] = [:]
        for (name, table) in tables {
            if let other = newer.tables[name] { changes[name] = table.changes(to: other) }
        }
        return changes
    }
}

/// One committed write of a ``TableSet``: records to put whole, then ids to delete, per table.
/// It is one journal line of the file store, applied whole or not at all; replaying it needs no
/// rule checks, since they held when it was planned, under the lock.
package struct TableChange: Sendable {
    package var puts: [any TableRows] = []
    package var deletes: [(table: String, ids: [UUID])] = []

    /// `TableChange()` is no change yet: where the file store's journal reader starts (an
    /// initializer in another module must begin from one of the type's own).
    package init(puts: [any TableRows] = [], deletes: [(table: String, ids: [UUID])] = []) {
        self.puts = puts
        self.deletes = deletes
    }

    package var isEmpty: Bool {
        puts.allSatisfy(\.isEmpty) && deletes.allSatisfy(\.ids.isEmpty)
    }
}
