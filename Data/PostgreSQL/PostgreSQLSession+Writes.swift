import Data
import Domain
import Foundation

// Every table's writes, generic over its schema, and the one place that says what a refused
// write means: each PostgreSQL integrity error becomes the error every store reports.

extension PostgreSQLSession {
    /// How many records one INSERT statement carries at most: 1,000 rows of a table's columns
    /// stay far below the 65,535 parameters a statement may have.
    static let rowsPerStatement = 1_000

    /// Inserts every record in one transaction (a savepoint inside a batch's), or none. Many
    /// records go in a few multi-row INSERTs; when the server refuses one of them, those are
    /// undone and the records inserted one by one, so that the error names the record that broke a rule.
    func insert<Schema: SQLiteTableSchema>(_ records: [Schema.Record], in _: Schema.Type) throws(DataSourceError) {
        guard !records.isEmpty else { return }
        try connection.transaction { () throws(DataSourceError) in
            if records.count > 1, try insertInGroups(records, in: Schema.self) { return }
            let insert = SQLiteTableSQL<Schema>.insert(rows: 1, in: .postgreSQL)
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
            result = try connection.run(
                prepared: SQLiteTableSQL<Schema>.delete(in: .postgreSQL), [.text(id.uuidString)])
        } catch  where error.condition == .foreignKeyViolation && !connection.isInTransactionBlock {
            throw try refusalToDelete(id: id, in: Schema.self) ?? DataSourceError(postgreSQLError: error)
        } catch {
            throw DataSourceError(postgreSQLError: error)
        }
        guard result.affectedRows > 0 else { throw .notFound(id: id) }
    }

    /// Inserts `records` with one INSERT per ``rowsPerStatement`` of them, in a savepoint: true
    /// when stored, false when the server refused one for breaking a rule (the savepoint is then
    /// undone). Not prepared: each size of group would be a statement of its own.
    private func insertInGroups<Schema: SQLiteTableSchema>(
        _ records: [Schema.Record], in _: Schema.Type
    ) throws(DataSourceError) -> Bool {
        do throws(PostgreSQLError) {
            try connection.transaction { () throws(PostgreSQLError) in
                for start in stride(from: 0, to: records.count, by: Self.rowsPerStatement) {
                    let group = records[start..<min(start + Self.rowsPerStatement, records.count)]
                    let row = group.flatMap { values(of: $0, columns: Schema.columns.count) }
                    _ = try connection.query(SQLiteTableSQL<Schema>.insert(rows: group.count, in: .postgreSQL), row)
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
            let key = Schema.uniqueKeys.first { SQLiteTableSQL<Schema>.indexName([$0.column]) == error.constraint }
            if let key { return key.conflict(record) }
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
