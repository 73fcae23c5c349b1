import Foundation

extension TableSet {
    /// The one change that stores every part of `batch`, or the first rule a record breaks:
    /// the new records of each part first, then the replacements, as every store writes them.
    /// A record may refer to a new one of an earlier part, which the change stores first; a
    /// replacement's unique keys may be taken neither by another stored record nor by a record
    /// of the same batch. Each table's records are one put, new and replacing together, as a
    /// journal line keeps one list per table.
    func change(storing batch: RecordBatch) throws(DataSourceError) -> TableChange {
        var staged: [String: Set<UUID>] = [:]
        var stagedKeys: [String: [Set<String>]] = [:]
        var tables: [String] = []
        var puts: [String: any TableRows] = [:]
        for part in batch.parts {
            puts[part.table] = try insertion(of: part, staged: staged).puts.first
            tables.append(part.table)
            staged[part.table, default: []].formUnion(part.ids)
            stagedKeys[part.table] = Self.keys(of: part)
        }
        for part in batch.replacements {
            if puts[part.table] == nil { tables.append(part.table) }
            puts[part.table] = try replacement(
                of: part, in: batch, staged: staged, stagedKeys: stagedKeys[part.table], after: puts[part.table])
        }
        return TableChange(puts: tables.compactMap { puts[$0] })
    }

    private func insertion(
        of part: some BatchPart, staged: [String: Set<UUID>]
    ) throws(DataSourceError) -> TableChange {
        try insertion(of: part.records, in: type(of: part).Schema.self, staged: staged)
    }

    /// The records of `part` as they replace the stored ones, after the table's new records
    /// `earlier`, or the first rule one breaks: `.notFound` for an id not stored, the key's
    /// conflict for a unique key taken by another record (stored, or in `stagedKeys`, the
    /// table's new records), `.invalidReference`.
    private func replacement<Part: BatchPart>(
        of part: Part, in batch: RecordBatch, staged: [String: Set<UUID>], stagedKeys: [Set<String>]?,
        after earlier: (any TableRows)?
    ) throws(DataSourceError) -> any TableRows {
        let table = table(Part.Schema.self)
        var seenKeys = stagedKeys ?? Part.Schema.uniqueKeys.map { _ in Set<String>() }
        var replaced = (earlier as? Rows<Part.Schema>)?.records ?? []
        replaced.reserveCapacity(replaced.count + part.records.count)
        for record in part.records {
            guard let stored = table.records[record.id] else { throw .notFound(id: record.id) }
            for (index, key) in Part.Schema.uniqueKeys.enumerated() {
                if let owner = table.owner(ofKey: index, of: record), owner != record.id { throw key.conflict(record) }
                guard seenKeys[index].insert(key.value(record)).inserted else { throw key.conflict(record) }
            }
            try checkReferences(of: record, in: Part.Schema.self, staged: staged)
            replaced.append(batch.replacement(record, of: stored))
        }
        return Rows<Part.Schema>(replaced)
    }

    /// Each unique key's values among the records of `part`.
    private static func keys<Part: BatchPart>(of part: Part) -> [Set<String>] {
        Part.Schema.uniqueKeys.map { key in Set(part.records.map(key.value)) }
    }
}
