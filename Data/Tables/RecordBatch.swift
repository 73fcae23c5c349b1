import Foundation

/// New records of several tables, to be inserted in one transaction or not at all: what a
/// ``StoreUnitOfWork`` hands ``StoreBackend/insert(_:)``. Its parts come in the order of
/// ``Schemas/all``, tables referred to first, so every store can insert them in order and a
/// record may refer to one of an earlier part.
struct RecordBatch: Sendable {
    /// One table's records each, none empty, referred-to tables first.
    let parts: [any BatchPart]

    var isEmpty: Bool { parts.isEmpty }

    /// The entity, in words, of the part that holds `id`: whose id a duplicate was.
    func entityName(holding id: UUID) -> String? {
        for part in parts where part.ids.contains(id) {
            return part.entityName
        }
        return nil
    }
}

/// One table's records in a ``RecordBatch``, with the schema every store needs to write them.
protocol BatchPart: TableRows {
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
