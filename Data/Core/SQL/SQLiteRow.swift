/// A record as a SQL row, SQLite's or PostgreSQL's.
package protocol SQLiteRow {
    /// Reads the current row of a query that selected the schema's columns, in order: a SQLite
    /// statement's, or a PostgreSQL result's (see ``SQLRowReader``).
    init<Row: SQLRowReader>(row: Row) throws(DataSourceError)
    /// Binds every field to parameters 1...n of `binder`, in column order: a SQLite statement,
    /// or a PostgreSQL statement's values (see ``SQLValueBinder``).
    func bind<Binder: SQLValueBinder>(to binder: Binder) throws(Binder.Failure)
}
