import Data
import Synchronization

/// The fixed statements of one table (by id, by id range, insert, update, delete), built once
/// per process from ``PostgreSQLTableSQL``, then only looked up.
///
/// Why: each is a column list, every name quoted and joined, and building one cost about a
/// quarter of a whole `fetch(id:)` (measured with perf on the bench's lookup row, 30 µs of 200).
/// Swift has no static stored properties in generic types, hence one table of them, by schema;
/// a class, so that a lookup copies one reference, not seven strings.
final class PostgreSQLTableStatements: Sendable {
    let selectByID: String
    let selectByIDForUpdate: String
    let selectByIDRange: String
    let selectByIDTailRange: String
    let insert: String
    let update: String
    let delete: String

    /// The statements of `schema`'s table, built on the first call for it.
    static func of<Schema: SQLiteTableSchema>(_ schema: Schema.Type) -> PostgreSQLTableStatements {
        let key = ObjectIdentifier(schema)
        if let known = built.withLock({ $0[key] }) { return known }
        // Built outside the lock; two first calls at once build the same texts, and either is kept.
        let made = PostgreSQLTableStatements(schema)
        built.withLock { $0[key] = made }
        return made
    }

    private static let built = Mutex<[ObjectIdentifier: PostgreSQLTableStatements]>([:])

    private init<Schema: SQLiteTableSchema>(_: Schema.Type) {
        typealias SQL = PostgreSQLTableSQL<Schema>
        selectByID = SQL.makeSelectByID()
        selectByIDForUpdate = selectByID + " FOR UPDATE"
        selectByIDRange = SQL.makeSelectByIDRange()
        selectByIDTailRange = SQL.makeSelectByIDTailRange()
        insert = SQL.makeInsert()
        update = SQL.makeUpdate()
        delete = SQL.makeDelete()
    }
}
