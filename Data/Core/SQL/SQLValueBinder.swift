import Foundation

/// A statement's parameters, bound by index (from 1) with the rules a SQLite column has: a
/// Boolean is 0 or 1, a UUID its upper-case text, a time its milliseconds. The counterpart of
/// ``SQLRowReader``.
///
/// Why a protocol: each record's binding (in `{Entity}Record.swift`) and each filter's
/// (`{Entity}Query+SQL.swift`) is written once, by hand or by the scaffold, and binds a SQLite
/// statement (``SQLiteStatement``) and a PostgreSQL statement's values
/// (``PostgreSQLParameterList``) alike. `Failure` is what binding can throw: SQLite's error, or
/// `Never` for a list of values.
package protocol SQLValueBinder {
    /// What a bind can throw.
    associatedtype Failure: Error

    /// Binds an integer.
    func bind(_ value: Int64, at index: Int32) throws(Failure)
    /// Binds a double.
    func bind(_ value: Double, at index: Int32) throws(Failure)
    /// Binds text.
    func bind(_ value: String, at index: Int32) throws(Failure)
    /// Binds a UUID as its upper-case text, which is how ids are stored and compared.
    func bind(_ value: UUID, at index: Int32) throws(Failure)
    /// Binds NULL.
    func bindNull(at index: Int32) throws(Failure)
}

// Every other value the stores bind is one of those, written once here for every binder; a
// record's optional field is bound through its field type (`SQLField.swift`).
extension SQLValueBinder {
    /// Binds a Boolean as 0 or 1.
    package func bind(_ value: Bool, at index: Int32) throws(Failure) {
        try bind(Int64(value ? 1 : 0), at: index)
    }

    /// Binds an integer as a 64-bit one.
    package func bind(_ value: Int, at index: Int32) throws(Failure) {
        try bind(Int64(value), at: index)
    }

    /// Binds an integer, or NULL (a page without a limit).
    package func bind(_ value: Int?, at index: Int32) throws(Failure) {
        guard let value else { return try bindNull(at: index) }
        try bind(Int64(value), at: index)
    }
}
