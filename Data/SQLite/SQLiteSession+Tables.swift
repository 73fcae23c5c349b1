import Data
import Domain
import Foundation

// Every table's SQL, generic over its schema: queries, counts and inserts here, what addresses
// one row by its id in `SQLiteSession+RowsByID.swift`. Each method runs wholly on the session's
// owner, in one statement or one transaction, and turns constraint failures into the errors
// every store reports.

extension SQLiteSession {
    func select<Schema: SQLiteTableSchema>(
        _ query: Schema.Query, in _: Schema.Type
    ) throws(DataSourceError)
        -> [Schema.Record]
    {
        let shape = Schema.shape(of: query.filter)
        let cursor = try query.page?.after.map { cursor throws(DataSourceError) in
            try SQLiteTableSQL<Schema>.cursorValues(cursor, query.sort)
        }
        let key = SQLiteStatementKey(
            table: Schema.self,
            kind: .query(AnyHashable(QueryShape(filter: shape, sort: query.sort, cursor: cursor?.shape))))
        let select = try statement(key, SQLiteTableSQL<Schema>.select(shape, query.sort, after: cursor?.shape))
        defer { select.reset() }
        try sqlite { () throws(SQLiteError) in
            var next = try Schema.bind(query.filter, to: select)
            if let cursor { next = try cursor.bind(to: select, at: next) }
            try select.bind(Int64(query.page?.limit ?? -1), at: next)
            try select.bind(Int64(query.page?.offset ?? 0), at: next + 1)
        }
        return try rows(of: select, in: Schema.self)
    }

    func count<Schema: SQLiteTableSchema>(
        matching filter: Schema.Filter, in _: Schema.Type
    ) throws(DataSourceError)
        -> Int
    {
        let shape = Schema.shape(of: filter)
        let count = try statement(
            SQLiteStatementKey(table: Schema.self, kind: .count(AnyHashable(shape))),
            SQLiteTableSQL<Schema>.count(shape))
        defer { count.reset() }
        return try sqlite { () throws(SQLiteError) in
            _ = try Schema.bind(filter, to: count)
            return try count.step() ? Int(count.int64(at: 0)) : 0
        }
    }

    func insert<Schema: SQLiteTableSchema>(_ records: [Schema.Record], in _: Schema.Type) throws(DataSourceError) {
        let insert = try statement(
            SQLiteStatementKey(table: Schema.self, kind: .insert), SQLiteTableSQL<Schema>.insert)
        try write { () throws(DataSourceError) in
            for record in records {
                defer { insert.reset() }
                do {
                    try record.bind(to: insert)
                    _ = try insert.step()
                } catch {
                    throw writeError(error, record, in: Schema.self)
                }
            }
        }
    }

    /// What a failed write of `record` means to the caller.
    func writeError<Schema: SQLiteTableSchema>(
        _ error: any Error, _ record: Schema.Record, in _: Schema.Type
    ) -> DataSourceError {
        if let error = error as? DataSourceError { return error }
        guard let error = error as? SQLiteError else { return .storage(FailureEvidence("\(error)", underlying: error)) }
        if error.isPrimaryKeyViolation { return .duplicateID(record.id) }
        if error.isUniqueViolation {
            // SQLite names the column: "UNIQUE constraint failed: projects.name_key".
            let key = Schema.uniqueKeys.first { error.message.hasSuffix(".\($0.column)") } ?? Schema.uniqueKeys.first
            if let key { return key.conflict(record) }
        }
        if error.isForeignKeyViolation {
            for reference in Schema.references {
                guard let target = reference.value(record) else { continue }
                if (try? rowExists(target, in: reference.table)) != true {
                    return .invalidReference(field: reference.field, id: target)
                }
            }
        }
        return DataSourceError(sqliteError: error)
    }

    /// Whether `table` has a row with `id`: which reference a failed foreign key was.
    private func rowExists(_ id: UUID, in table: String) throws(SQLiteError) -> Bool {
        let select = try connection.prepare("SELECT 1 FROM \(quoted(table)) WHERE \"id\" = ?1")
        try select.bind(id, at: 1)
        return try select.step()
    }
}

/// A query's shape: its filter's conditions, its sort and its cursor's shape, the key its
/// SELECT is cached under.
private struct QueryShape<Filter: Hashable, Sort: Hashable>: Hashable {
    let filter: Filter
    let sort: Sort
    let cursor: SQLCursorShape?
}
