import Domain
import Foundation

/// Records of one table, put whole (inserted or replaced) by one write: what a journal line and
/// a snapshot list per table, and what ``TableSet/apply(_:)`` stores. Encoded, they are a JSON
/// array of their records' `Codable` form.
package protocol TableRows: Sendable, Encodable {
    /// The table they belong to.
    var table: String { get }
    /// Their ids, in order.
    var ids: [UUID] { get }
    var isEmpty: Bool { get }
    /// Each record's JSON, in order: what a snapshot writes one to a line.
    func encodedRecords(with encoder: JSONEncoder) throws -> [Data]
    /// Stores them in `tables`; the ids that replaced a record, and those that were new.
    func put(into tables: inout TableSet) -> ChangeSet<UUID>
    /// Stores them in `tables` as a snapshot's records are loaded, stopping at the first one
    /// whose id or unique key is taken: its position, and what is wrong.
    func load(into tables: inout TableSet) -> (index: Int, problem: String)?
    /// The first of them that refers to a record `tables` does not hold.
    func firstBrokenReference(in tables: TableSet) -> (index: Int, problem: String)?
    /// The first of them that a writer would refuse: not a valid Domain value (an empty title, an
    /// unknown priority), so that records read from disk pass the checks records written do.
    func firstInvalidRecord() -> (index: Int, problem: String)?
}

/// ``TableRows`` of one schema.
struct Rows<Schema: EntitySchema>: TableRows {
    let records: [Schema.Record]

    init(_ records: [Schema.Record]) {
        self.records = records
    }

    var table: String { Schema.table }
    var ids: [UUID] { records.map(\.id) }
    var isEmpty: Bool { records.isEmpty }

    func encode(to encoder: any Encoder) throws {
        try records.encode(to: encoder)
    }

    func encodedRecords(with encoder: JSONEncoder) throws -> [Data] {
        try records.map { record in try encoder.encode(record) }
    }

    func put(into tables: inout TableSet) -> ChangeSet<UUID> {
        tables.put(records, in: Schema.self)
    }

    func load(into tables: inout TableSet) -> (index: Int, problem: String)? {
        tables.load(records, in: Schema.self)
    }

    func firstBrokenReference(in tables: TableSet) -> (index: Int, problem: String)? {
        // Each referred table looked up once, not once per record by its name.
        let references = Schema.references
        let targets = references.map { tables[$0.table] }
        // By index, so that no record is copied (and its strings retained) to read one field.
        for index in records.indices {
            for position in references.indices {
                let reference = references[position]
                if let target = reference.value(records[index]), targets[position]?.contains(target) != true {
                    return (index, "\(reference.field) \(target.uuidString) does not exist in \(reference.table)")
                }
            }
        }
        return nil
    }

    func firstInvalidRecord() -> (index: Int, problem: String)? {
        for index in records.indices {
            do {
                _ = try records[index].toDomain().validated()
            } catch {
                return (index, "\(error)")
            }
        }
        return nil
    }
}
