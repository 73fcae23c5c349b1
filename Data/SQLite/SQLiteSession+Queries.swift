import Data
import Domain
import Foundation

// Every table's queries and counts, generic over its schema: each one statement, prepared once
// per shape of filter, sort and cursor, its values bound. They alone use Domain's text
// functions, so the first one registers them.

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
        try useTextFunctions()
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
        try useTextFunctions()
        let count = try statement(
            SQLiteStatementKey(table: Schema.self, kind: .count(AnyHashable(shape))),
            SQLiteTableSQL<Schema>.count(shape))
        defer { count.reset() }
        return try sqlite { () throws(SQLiteError) in
            _ = try Schema.bind(filter, to: count)
            return try count.step() ? Int(count.int64(at: 0)) : 0
        }
    }
}

/// A query's shape: its filter's conditions, its sort and its cursor's shape, the key its
/// SELECT is cached under.
private struct QueryShape<Filter: Hashable, Sort: Hashable>: Hashable {
    let filter: Filter
    let sort: Sort
    let cursor: SQLCursorShape?
}
