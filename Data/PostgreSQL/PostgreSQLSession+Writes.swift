import Data
import Domain
import Foundation

// Every table's writes, generic over its schema, and the one place that says what a refused
// write means: each PostgreSQL integrity error becomes the error every store reports.

extension PostgreSQLSession {
    /// From how many records an insert loads them with one COPY rather than a statement each.
    static let copyThreshold = 64

    /// Inserts every record in one transaction (a savepoint inside a batch's), or none. Many
    /// records go in one binary COPY; when the server refuses one of them, the COPY is undone and
    /// the records are inserted one by one, so that the error names the record that broke a rule.
    func insert<Schema: SQLiteTableSchema>(_ records: [Schema.Record], in _: Schema.Type) throws(DataSourceError) {
        guard !records.isEmpty else { return }
        try connection.transaction { () throws(DataSourceError) in
            if records.count >= Self.copyThreshold, try copy(records, in: Schema.self) { return }
            let insert = PostgreSQLTableSQL<Schema>.insert
            for record in records {
                let row = values(of: record, columns: Schema.columns.count)
                do throws(PostgreSQLError) {
                    _ = try connection.run(prepared: insert, row)
                } catch {
                    throw writeError(error, record, in: Schema.self)
                }
            }
        }
    }

    /// Replaces every column but `created_at`, returning the record as now stored.
    func update<Schema: SQLiteTableSchema>(
        _ record: Schema.Record, in _: Schema.Type
    ) throws(DataSourceError) -> Schema.Record {
        let row = values(of: record, columns: Schema.columns.count)
        let parameters = PostgreSQLTableSQL<Schema>.updateColumns.map { row[$0] }
        let result: PostgreSQLResult
        do throws(PostgreSQLError) {
            result = try connection.run(prepared: PostgreSQLTableSQL<Schema>.update, parameters)
        } catch {
            throw writeError(error, record, in: Schema.self)
        }
        guard result.rowCount == 1 else { throw .notFound(id: record.id) }
        var stored = record
        do throws(PostgreSQLError) {
            stored.createdAt = try result.decode(Int64.self, row: 0, column: 0)
        } catch {
            throw DataSourceError(postgreSQLError: error)
        }
        return stored
    }

    /// Reads the row with `id` under a row lock (`SELECT ... FOR UPDATE`), changes it and
    /// writes it back in one transaction: a racing read-change-write of the same row waits for
    /// this one to commit and then reads what it wrote.
    func modify<Schema: SQLiteTableSchema>(
        id: UUID, in _: Schema.Type, _ change: (Schema.Record) throws(DataSourceError) -> Schema.Record
    ) throws(DataSourceError) -> Schema.Record {
        try connection.transaction { () throws(DataSourceError) in
            let result = try run(PostgreSQLTableSQL<Schema>.selectByIDForUpdate, [.text(id.uuidString)])
            guard let stored = try firstRecord(Schema.Record.self, in: result) else { throw .notFound(id: id) }
            return try update(try change(stored), in: Schema.self)
        }
    }

    /// Deletes the record; the schema's `ON DELETE RESTRICT` refuses while others refer to it,
    /// and that refusal is reported as every store reports it (``EntitySchema/refusalToDelete``).
    func delete<Schema: SQLiteTableSchema>(id: UUID, in _: Schema.Type) throws(DataSourceError) {
        let result: PostgreSQLResult
        do throws(PostgreSQLError) {
            result = try connection.run(prepared: PostgreSQLTableSQL<Schema>.delete, [.text(id.uuidString)])
        } catch  where error.condition == .foreignKeyViolation && !connection.isInTransactionBlock {
            throw try refusalToDelete(id: id, in: Schema.self) ?? DataSourceError(postgreSQLError: error)
        } catch {
            throw DataSourceError(postgreSQLError: error)
        }
        guard result.affectedRows > 0 else { throw .notFound(id: id) }
    }

    /// Loads `records` with one COPY in a savepoint: true when stored, false when the server
    /// refused one for breaking a rule (the savepoint is then undone).
    private func copy<Schema: SQLiteTableSchema>(
        _ records: [Schema.Record], in _: Schema.Type
    ) throws(DataSourceError) -> Bool {
        let columns = Schema.columns.map(\.name)
        do throws(PostgreSQLError) {
            try connection.transaction { () throws(PostgreSQLError) in
                _ = try connection.copy(into: [Schema.table], columns: columns) {
                    (writer: inout PostgreSQLCopyWriter) throws(PostgreSQLError) in
                    for record in records {
                        try writer.appendRow(values(of: record, columns: columns.count))
                    }
                }
            }
            return true
        } catch  where error.isIntegrityViolation {
            return false
        } catch {
            throw DataSourceError(postgreSQLError: error)
        }
    }

    /// What a refused write of `record` means to the caller, told by the constraint the server
    /// names (each is named after its table and column in ``PostgreSQLTableSQL``).
    private func writeError<Schema: SQLiteTableSchema>(
        _ error: PostgreSQLError, _ record: Schema.Record, in _: Schema.Type
    ) -> DataSourceError {
        typealias SQL = PostgreSQLTableSQL<Schema>
        switch error.condition {
        case .uniqueViolation:
            if error.constraint == SQL.primaryKeyName { return .duplicateID(record.id) }
            if let key = Schema.uniqueKeys.first(where: { SQL.indexName([$0.column]) == error.constraint }) {
                return key.conflict(record)
            }
        case .foreignKeyViolation:
            let reference = Schema.references.first { SQL.foreignKeyName($0.column) == error.constraint }
            if let reference, let target = reference.value(record) {
                return .invalidReference(field: reference.field, id: target)
            }
        default:
            break
        }
        return DataSourceError(postgreSQLError: error)
    }
}
