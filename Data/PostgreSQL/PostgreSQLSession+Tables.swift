import Data
import Domain
import Foundation

// Every table's reads, generic over its schema: one prepared statement each, its values bound
// by the filter's own binding, as SQLite's are.

extension PostgreSQLSession {
    func select<Schema: SQLiteTableSchema>(
        _ query: Schema.Query, in _: Schema.Type
    ) throws(DataSourceError) -> [Schema.Record] {
        let shape = Schema.shape(of: query.filter)
        let cursor = try query.page?.after.map { cursor throws(DataSourceError) in
            try SQLiteTableSQL<Schema>.cursorValues(cursor, query.sort)
        }
        let select = PostgreSQLTableSQL<Schema>.select(shape, query.sort, after: cursor?.shape)
        let parameters = PostgreSQLParameterList()
        var next = Schema.bind(query.filter, to: parameters)
        if let cursor { next = cursor.bind(to: parameters, at: next) }
        parameters.bind(query.page?.limit, at: next)
        parameters.bind(query.page?.offset ?? 0, at: next + 1)
        return try records(Schema.Record.self, in: run(select, parameters.values))
    }

    /// The record with `id`, on the connection's thread.
    func fetch<Schema: SQLiteTableSchema>(id: UUID, in _: Schema.Type) throws(DataSourceError) -> Schema.Record? {
        let result = try run(SQLiteTableSQL<Schema>.selectByID(in: .postgreSQL), [.text(id.uuidString)])
        return try firstRecord(Schema.Record.self, in: result)
    }

    /// The record whose unique key kept in `column` is `key`, through the key's UNIQUE index.
    func fetch<Schema: SQLiteTableSchema>(
        unique column: String, key: String, in _: Schema.Type
    ) throws(DataSourceError) -> Schema.Record? {
        let result = try run(SQLiteTableSQL<Schema>.selectByUniqueKey(column, in: .postgreSQL), [.text(key)])
        return try firstRecord(Schema.Record.self, in: result)
    }

    /// At most `limit` records whose id starts with `prefix`, or time-ordered ones whose last
    /// group does, in id order: ranges of the id index and of the partial index on the last group.
    func fetch<Schema: SQLiteTableSchema>(
        idPrefix prefix: IDPrefix, limit: Int, in _: Schema.Type
    ) throws(DataSourceError) -> [Schema.Record] {
        typealias SQL = SQLiteTableSQL<Schema>
        func range(_ sql: String, from low: String) throws(DataSourceError) -> [Schema.Record] {
            let result = try run(sql, [.text(low), .text(low + "G"), .int(limit)])
            return try records(Schema.Record.self, in: result)
        }
        return try prefix.records(
            limit: limit,
            byText: { low throws(DataSourceError) in try range(SQL.selectByIDRange(in: .postgreSQL), from: low) },
            byTail: { low throws(DataSourceError) in try range(SQL.selectByIDTailRange(in: .postgreSQL), from: low) })
    }

    func count<Schema: SQLiteTableSchema>(
        matching filter: Schema.Filter, in _: Schema.Type
    ) throws(DataSourceError) -> Int {
        let shape = Schema.shape(of: filter)
        let count = PostgreSQLTableSQL<Schema>.count(shape)
        let parameters = PostgreSQLParameterList()
        _ = Schema.bind(filter, to: parameters)
        return try firstInteger(of: run(count, parameters.values))
    }

    fileprivate func firstInteger(of result: PostgreSQLResult) throws(DataSourceError) -> Int {
        do throws(PostgreSQLError) {
            return try result.decode(Int.self, row: 0, column: 0)
        } catch {
            throw DataSourceError(postgreSQLError: error)
        }
    }
}

extension PostgreSQLSession: SQLDeleteRefusal {
    func countRows<Other: SQLiteTableSchema>(
        referringTo id: UUID, by column: String, in _: Other.Type
    ) throws(DataSourceError) -> Int {
        try firstInteger(
            of: run(SQLiteTableSQL<Other>.countReferring(by: column, in: .postgreSQL), [.text(id.uuidString)]))
    }
}
