/// A statement the SQLite tables run, prepared once per connection: which table, and which of
/// its statements (a query or count per shape).
package struct SQLiteStatementKey: Hashable {
    package enum Kind: Hashable {
        case byID
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
    package let table: ObjectIdentifier
    let kind: Kind

    package init<Schema: SQLiteTableSchema>(table _: Schema.Type, kind: Kind) {
        table = ObjectIdentifier(Schema.self)
        self.kind = kind
    }
}
