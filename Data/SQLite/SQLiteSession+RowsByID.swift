import Data
import Domain
import Foundation

// Every table's statements that address rows by id: fetch one or by id prefix, change one,
// delete one (and explain a refused delete). Each runs wholly on the session's owner, in one
// statement or one transaction.

extension SQLiteSession {
    func fetch<Schema: SQLiteTableSchema>(id: UUID, in _: Schema.Type) throws(DataSourceError) -> Schema.Record? {
        let key = SQLiteStatementKey(table: Schema.self, kind: .byID)
        let select = try statement(key, SQLiteTableSQL<Schema>.selectByID)
        defer { select.reset() }
        try sqlite { () throws(SQLiteError) in try select.bind(id, at: 1) }
        return try rows(of: select, in: Schema.self).first
    }

    /// The rows whose id starts with `prefix`, as a range of the id index, with the
    /// time-ordered rows whose last group does, as a range of the index on that group; at most
    /// `limit`, in id order. Ids are stored as upper-case `uuidString` text, whose every
    /// character sorts below "G", so the ids starting with text `T` are exactly those from `T`
    /// up to, not including, `T + "G"`.
    func fetch<Schema: SQLiteTableSchema>(
        idPrefix prefix: IDPrefix, limit: Int, in _: Schema.Type
    ) throws(DataSourceError) -> [Schema.Record] {
        try prefix.records(
            limit: limit,
            byText: { low throws(DataSourceError) in
                try range(.byIDPrefix, SQLiteTableSQL<Schema>.selectByIDRange, from: low, limit: limit, in: Schema.self)
            },
            byTail: { low throws(DataSourceError) in
                try range(
                    .byIDTailPrefix, SQLiteTableSQL<Schema>.selectByIDTailRange, from: low, limit: limit,
                    in: Schema.self)
            })
    }

    /// The rows `sql` selects for the text range from `low` up to `low + "G"`, at most `limit`.
    private func range<Schema: SQLiteTableSchema>(
        _ kind: SQLiteStatementKey.Kind, _ sql: String, from low: String, limit: Int, in _: Schema.Type
    ) throws(DataSourceError) -> [Schema.Record] {
        let select = try statement(SQLiteStatementKey(table: Schema.self, kind: kind), sql)
        defer { select.reset() }
        try sqlite { () throws(SQLiteError) in
            try select.bind(low, at: 1)
            try select.bind(low + "G", at: 2)
            try select.bind(Int64(limit), at: 3)
        }
        return try rows(of: select, in: Schema.self)
    }

    /// Reads the row with `id`, changes it and writes it back in one write transaction: `BEGIN
    /// IMMEDIATE` holds the database's write lock from before the read, so no other connection
    /// or process can write in between.
    func modify<Schema: SQLiteTableSchema>(
        id: UUID, in _: Schema.Type, _ change: (Schema.Record) throws(DataSourceError) -> Schema.Record
    ) throws(DataSourceError) -> Schema.Record {
        try write { () throws(DataSourceError) in
            guard let stored = try fetch(id: id, in: Schema.self) else { throw .notFound(id: id) }
            return try replace(try change(stored), in: Schema.self)
        }
    }

    /// Replaces every column but `createdAt` of the row with `record`'s id, inside the caller's
    /// transaction; returns the record with the stored `createdAt`.
    private func replace<Schema: SQLiteTableSchema>(
        _ record: Schema.Record, in _: Schema.Type
    ) throws(DataSourceError) -> Schema.Record {
        let update = try statement(
            SQLiteStatementKey(table: Schema.self, kind: .update), SQLiteTableSQL<Schema>.update)
        defer { update.reset() }
        var stored = record
        do {
            try record.bind(to: update)
            guard try update.step() else { throw DataSourceError.notFound(id: record.id) }
            stored.createdAt = update.int64(at: 0)
        } catch {
            throw writeError(error, record, in: Schema.self)
        }
        return stored
    }

    /// Deletes the record; the schema's `ON DELETE RESTRICT` refuses while others refer to it,
    /// and that refusal is reported as every store reports it (``EntitySchema/refusalToDelete``).
    func delete<Schema: SQLiteTableSchema>(id: UUID, in _: Schema.Type) throws(DataSourceError) {
        let delete = try statement(
            SQLiteStatementKey(table: Schema.self, kind: .delete), SQLiteTableSQL<Schema>.delete)
        try write { () throws(DataSourceError) in
            defer { delete.reset() }
            do throws(SQLiteError) {
                try delete.bind(id, at: 1)
                _ = try delete.step()
            } catch  where error.isForeignKeyViolation {
                delete.reset()
                throw try refusalToDelete(id: id, in: Schema.self) ?? DataSourceError(sqliteError: error)
            } catch {
                throw DataSourceError(sqliteError: error)
            }
            guard connection.changes > 0 else { throw .notFound(id: id) }
        }
    }
}

extension SQLiteSession: SQLDeleteRefusal {
    func countRows<Other: SQLiteTableSchema>(
        referringTo id: UUID, by column: String, in _: Other.Type
    ) throws(DataSourceError) -> Int {
        let count = try statement(
            SQLiteStatementKey(table: Other.self, kind: .countReferring(column: column)),
            SQLiteTableSQL<Other>.countReferring(by: column))
        defer { count.reset() }
        return try sqlite { () throws(SQLiteError) in
            try count.bind(id, at: 1)
            return try count.step() ? Int(count.int64(at: 0)) : 0
        }
    }
}
