import Data
import Domain
import Foundation

/// One connection with the statements prepared on it: what every table's SQL runs against
/// (`SQLiteSession+RowsByID.swift`, `+Queries.swift`; inserts and the lookup by a unique key are
/// here, what a failed write means in `DataSourceError+SQLite.swift`).
///
/// Not `Sendable`: it lives inside its owner (``SQLiteWriter`` or ``SQLiteReader``) and is only
/// ever lent to code running there.
final class SQLiteSession {
    let connection: SQLiteConnection
    /// Each statement is compiled the first time it is asked for and reused ever after.
    private var statements: [SQLiteStatementKey: SQLiteStatement] = [:]
    /// Whether Domain's text functions are registered on the connection: the first query does it
    /// (see `SQLiteTextFunctions.swift`), since only a query's filter and sort use them.
    var hasTextFunctions = false

    /// Wraps an open, configured connection.
    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    /// The statement for `key`, prepared from `sql()` the first time only.
    func statement(
        _ key: SQLiteStatementKey, _ sql: @autoclosure () -> String
    ) throws(DataSourceError)
        -> SQLiteStatement
    {
        if let statement = statements[key] { return statement }
        let statement = try sqlite { () throws(SQLiteError) in try connection.prepare(sql()) }
        statements[key] = statement
        return statement
    }

    /// Runs `body` in a write transaction (a savepoint when nested).
    func write<T>(_ body: () throws(DataSourceError) -> T) throws(DataSourceError) -> T {
        try connection.writeTransaction(body)
    }

    /// Every row `statement` still has to give, as `Schema`'s records.
    func rows<Schema: SQLiteTableSchema>(
        of statement: SQLiteStatement, in _: Schema.Type
    ) throws(DataSourceError) -> [Schema.Record] {
        var records: [Schema.Record] = []
        while try sqlite({ () throws(SQLiteError) in try statement.step() }) {
            records.append(try Schema.Record(row: statement))
        }
        return records
    }

    /// The row whose unique key kept in `column` is `key`: one probe of the key's UNIQUE index,
    /// whatever the table holds.
    func fetch<Schema: SQLiteTableSchema>(
        unique column: String, key: String, in _: Schema.Type
    ) throws(DataSourceError) -> Schema.Record? {
        let select = try statement(
            SQLiteStatementKey(table: Schema.self, kind: .byUniqueKey(column: column)),
            SQLiteTableSQL<Schema>.selectByUniqueKey(column, in: .sqlite))
        defer { select.reset() }
        try sqlite { () throws(SQLiteError) in try select.bind(key, at: 1) }
        return try rows(of: select, in: Schema.self).first
    }

    /// Inserts `records`, all or none, in one write transaction (a savepoint when nested).
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
}

/// A statement the SQLite tables run, prepared once per connection: which table, and which of
/// its statements (a query or count per shape).
struct SQLiteStatementKey: Hashable {
    enum Kind: Hashable {
        case byID
        /// The row whose unique key, kept in this column, is a value.
        case byUniqueKey(column: String)
        /// The rows whose id text lies in a range: an id prefix.
        case byIDPrefix
        /// The time-ordered rows whose id's last group lies in a range: an id prefix of the tail.
        case byIDTailPrefix
        case insert
        case update
        case delete
        case query(AnyHashable)
        case count(AnyHashable)
        /// Counts the rows that refer to an id through a column.
        case countReferring(column: String)
    }

    /// The table's schema (`ObjectIdentifier(TodoSchema.self)`): cheaper to hash than its name,
    /// on the path of every lookup by id.
    let table: ObjectIdentifier
    let kind: Kind

    init<Schema: SQLiteTableSchema>(table _: Schema.Type, kind: Kind) {
        table = ObjectIdentifier(Schema.self)
        self.kind = kind
    }
}

extension SQLiteSession: SQLRecordWriter {}

/// Runs database-layer code, reporting its failure as a data-source error.
func sqlite<T>(_ body: () throws(SQLiteError) -> T) throws(DataSourceError) -> T {
    do {
        return try body()
    } catch {
        throw DataSourceError(sqliteError: error)
    }
}
