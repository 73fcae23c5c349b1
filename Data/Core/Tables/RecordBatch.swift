import Domain
import Foundation

/// Records of several tables to write in one transaction or not at all: new records to insert
/// and whole records to replace stored ones. It is what a ``StoreUnitOfWork`` hands
/// ``StoreBackend/commit(_:)``. Its parts come in the order of ``Schemas/all``, tables referred
/// to first; every store inserts all of ``parts`` first, then replaces ``replacements``, so a
/// record, new or replacing, may refer to a new record of an earlier part.
package struct RecordBatch: Sendable {
    /// One table's new records each, none empty, referred-to tables first.
    package let parts: [any BatchPart]
    /// One table's replacing records each, none empty, referred-to tables first. Each replaces
    /// the stored record with its id, keeping the stored `createdAt`; the store stamps its
    /// `updatedAt` as ``replacement(_:of:)`` says.
    package let replacements: [any BatchPart]
    /// When the batch was committed, in milliseconds since 1970: the version replacements get.
    let now: Int64

    package var isEmpty: Bool { parts.isEmpty && replacements.isEmpty }

    /// The entity, in words, of the part that holds `id`: whose id a duplicate was.
    func entityName(holding id: UUID) -> String? {
        for part in parts + replacements where part.ids.contains(id) {
            return part.entityName
        }
        return nil
    }

    /// `record` as it replaces `stored`: with the stored `createdAt`, and stamped with the
    /// batch's time but always later than the stored `updatedAt`, as every update is stamped
    /// (`TableRepository.stamp`), the same on every store.
    func replacement<Record: TableRecord>(_ record: Record, of stored: Record) -> Record {
        var replaced = record
        replaced.createdAt = stored.createdAt
        replaced.updatedAt = max(now, stored.updatedAt < Int64.max ? stored.updatedAt + 1 : stored.updatedAt)
        return replaced
    }

    /// What the commit changed, one change set per table, in the order of the parts: what
    /// observers of each table get after the commit.
    package var changeSets: [(table: String, changes: ChangeSet<UUID>)] {
        var tables: [String] = []
        var changes: [String: ChangeSet<UUID>] = [:]
        for part in parts {
            if changes[part.table] == nil { tables.append(part.table) }
            changes[part.table, default: ChangeSet()].inserted += part.ids
        }
        for part in replacements {
            if changes[part.table] == nil { tables.append(part.table) }
            changes[part.table, default: ChangeSet()].updated += part.ids
        }
        return tables.map { ($0, changes[$0] ?? ChangeSet()) }
    }
}

/// One table's records in a ``RecordBatch``, with the schema every store needs to write them.
package protocol BatchPart: TableRows {
    /// The entity whose records these are.
    associatedtype Schema: StoreSchema
    /// The records, in order.
    var records: [Schema.Record] { get }
}

extension BatchPart {
    /// The entity in words: "todo".
    var entityName: String { Schema.entityName }
}

extension Rows: BatchPart where Schema: StoreSchema {}
