import Domain
import Foundation

/// An entity's store-neutral description, which every store reads: the table's name, the rules
/// its records obey, and the meaning of its query (Domain's reference evaluation). Each kind of
/// store adds the mapping it needs (``SQLiteTableSchema``, ``RemoteTableSchema``); the JSON file
/// and in-memory stores need nothing more than this, since they run Domain's evaluation itself.
///
/// Adding an entity adds one schema (`Data/Core/Schemas/{Entity}Schema.swift`) and one line in
/// ``Schemas/all``; no store changes.
package protocol EntitySchema: TableSchema {
    /// The table: SQL table, file-store collection and REST collection all go by it ("todos").
    static var table: String { get }
    /// Values no two records may share, e.g. a project's folded name.
    static var uniqueKeys: [UniqueKey<Record>] { get }
    /// Fields that hold the id of a record of another table, which must exist and may not be
    /// deleted while referred to (`ON DELETE RESTRICT`).
    static var references: [Reference<Record>] { get }
    /// Members a stored record may still carry that the app reads and ignores: fields removed
    /// with `scaffold --remove-field`, which journal lines written before the removal hold. Any
    /// other member a file store's journal line holds is refused, naming the file and line.
    static var removedMembers: Set<String> { get }

    /// The records `query` selects from `records`, in its order: Domain's evaluation, run in
    /// memory by the in-memory and file stores.
    static func select(_ query: Query, from records: [Record]) throws(DataSourceError) -> [Record]

    /// How many of `records` `filter` selects.
    static func count(_ filter: Filter, in records: [Record]) throws(DataSourceError) -> Int

    /// What every store reports when `record` is deleted while `count` records of `table` still
    /// refer to it: "customer 01a2b3c4 still has 2 orders; move or delete them first", naming the
    /// id as lists show it (`ShortID`) unless the schema names it otherwise.
    static func refusalToDelete(_ record: Record, referencedBy count: Int, in table: String) -> DataSourceError
}

extension EntitySchema {
    /// No unique keys but the id.
    package static var uniqueKeys: [UniqueKey<Record>] { [] }
    /// No references.
    package static var references: [Reference<Record>] { [] }
    /// No removed fields.
    package static var removedMembers: Set<String> { [] }

    /// The place in ``uniqueKeys`` of the key kept in `column`; `.storage` when none is kept
    /// there, so that no store answers a lookup by a column that may hold a value twice.
    package static func uniqueKeyIndex(column: String) throws(DataSourceError) -> Int {
        guard let index = uniqueKeys.firstIndex(where: { $0.column == column }) else {
            throw .storage(FailureEvidence("\(table) keeps no unique key in column \(column)"))
        }
        return index
    }

    package static func refusalToDelete(
        _ record: Record, referencedBy count: Int, in table: String
    ) -> DataSourceError {
        .stillReferenced(entityName, ShortID.of(record.id), has: Schemas.counted(count, of: table), count: count)
    }
}
