import Domain
import Foundation

/// The records of a table that no schema in ``Schemas/all`` describes: an entity that
/// `scaffold --remove` took out of the app while a file store still held its rows. The store
/// opens, keeps them as they were (written back to every new snapshot, changed by no write of
/// this app), and names the table in ``TableSet/keptTables``; only the id of each record
/// is read, to replay a journal line that put or deleted it.
struct KeptTable: AnyTable {
    let name: String
    private(set) var records: [UUID: KeptJSON] = [:]

    init(name: String) {
        self.name = name
    }

    var isEmpty: Bool { records.isEmpty }

    func contains(_ id: UUID) -> Bool { records[id] != nil }

    /// None that this app knows of: the schema that said what they refer to is gone.
    func references(to id: UUID, in table: String) -> Int { 0 }

    func changes(to newer: any AnyTable) -> ChangeSet<UUID> {
        let new = (newer as? KeptTable)?.records ?? [:]
        var changes = ChangeSet<UUID>()
        for (id, record) in new {
            if let previous = records[id] {
                if previous != record { changes.updated.append(id) }
            } else {
                changes.inserted.append(id)
            }
        }
        changes.deleted = records.keys.filter { new[$0] == nil }
        return changes
    }

    func sortedRows() -> any TableRows {
        KeptRows(table: name, records: records.map { ($0.key, $0.value) }.sorted { $0.0.orderKey < $1.0.orderKey })
    }

    /// Stores `kept`, replacing records by id.
    mutating func put(_ kept: [(id: UUID, value: KeptJSON)]) -> ChangeSet<UUID> {
        var changes = ChangeSet<UUID>()
        for (id, value) in kept {
            if records.updateValue(value, forKey: id) == nil {
                changes.inserted.append(id)
            } else {
                changes.updated.append(id)
            }
        }
        return changes
    }

    mutating func remove(_ id: UUID) -> Bool {
        records.removeValue(forKey: id) != nil
    }

    mutating func removeAll() {
        records.removeAll()
    }
}

/// Records of a ``KeptTable``, as a snapshot or journal line lists them: JSON objects, each
/// with its `id`.
struct KeptRows: TableRows {
    let table: String
    let records: [(id: UUID, value: KeptJSON)]

    init(table: String, records: [(id: UUID, value: KeptJSON)]) {
        self.table = table
        self.records = records
    }

    /// `values`, each an object whose `id` is a UUID; nil at the first that is not.
    init?(table: String, values: [KeptJSON]) {
        var records: [(id: UUID, value: KeptJSON)] = []
        for value in values {
            guard case .object(let members) = value, case .string(let text)? = members["id"],
                let id = UUID(uuidString: text)
            else { return nil }
            records.append((id, value))
        }
        self.init(table: table, records: records)
    }

    var ids: [UUID] { records.map(\.id) }
    var isEmpty: Bool { records.isEmpty }

    func encode(to encoder: any Encoder) throws {
        try records.map(\.value).encode(to: encoder)
    }

    func encodedRecords(with encoder: JSONEncoder) throws -> [Data] {
        try records.map { record in try encoder.encode(record.value) }
    }

    func put(into tables: inout TableSet) -> ChangeSet<UUID> {
        tables.keep(self)
    }

    func load(into tables: inout TableSet) -> (index: Int, problem: String)? {
        _ = tables.keep(self)
        return nil
    }

    /// None: what they refer to is not known.
    func firstBrokenReference(in tables: TableSet) -> (index: Int, problem: String)? { nil }

    /// None: no Domain rule is known for them.
    func firstInvalidRecord() -> (index: Int, problem: String)? { nil }
}
