import Domain
import Foundation

/// A field type of a generated record as an SQL column holds it, in SQLite and PostgreSQL alike:
/// how it is read from a row and bound to a statement, so that the record's template reads and
/// binds every field alike (`SQLField.value(row, at: 3, …)`, `price.bind(to: binder, at: 4)`).
/// Booleans are 0 and 1, ids upper-case text, an enum's case its name, arrays JSON text
/// (`SQLField+JSONArray.swift`).
protocol SQLFieldValue {
    /// The value in column `column` (named `name`) of `row`; a storage error naming `owner`'s
    /// column when it holds no such value.
    init(row: some SQLRowReader, at column: Int32, name: String, owner: String) throws(DataSourceError)
    /// Binds the value to parameter `index` of `binder`.
    func bind<Binder: SQLValueBinder>(to binder: Binder, at index: Int32) throws(Binder.Failure)
}

/// Reads a column into its record field's type, which the call's context gives.
enum SQLField {
    /// The value of column `column` (named `name`) of `row`, a column of `owner`
    /// (`a gadget`, for messages).
    static func value<Value: SQLFieldValue>(
        _ row: some SQLRowReader, at column: Int32, name: String, owner: String
    ) throws(DataSourceError) -> Value {
        try Value(row: row, at: column, name: name, owner: owner)
    }
}

extension String: SQLFieldValue {
    init(row: some SQLRowReader, at column: Int32, name: String, owner: String) { self = row.string(at: column) }
    func bind<Binder: SQLValueBinder>(to binder: Binder, at index: Int32) throws(Binder.Failure) {
        try binder.bind(self, at: index)
    }
}

extension Int: SQLFieldValue {
    init(row: some SQLRowReader, at column: Int32, name: String, owner: String) {
        self = Int(row.int64(at: column))
    }
    func bind<Binder: SQLValueBinder>(to binder: Binder, at index: Int32) throws(Binder.Failure) {
        try binder.bind(self, at: index)
    }
}

extension Int64: SQLFieldValue {
    init(row: some SQLRowReader, at column: Int32, name: String, owner: String) { self = row.int64(at: column) }
    func bind<Binder: SQLValueBinder>(to binder: Binder, at index: Int32) throws(Binder.Failure) {
        try binder.bind(self, at: index)
    }
}

extension Double: SQLFieldValue {
    init(row: some SQLRowReader, at column: Int32, name: String, owner: String) { self = row.double(at: column) }
    func bind<Binder: SQLValueBinder>(to binder: Binder, at index: Int32) throws(Binder.Failure) {
        try binder.bind(self, at: index)
    }
}

extension Bool: SQLFieldValue {
    init(row: some SQLRowReader, at column: Int32, name: String, owner: String) { self = row.int64(at: column) != 0 }
    func bind<Binder: SQLValueBinder>(to binder: Binder, at index: Int32) throws(Binder.Failure) {
        try binder.bind(self, at: index)
    }
}

extension UUID: SQLFieldValue {
    init(row: some SQLRowReader, at column: Int32, name: String, owner: String) throws(DataSourceError) {
        guard let uuid = row.uuid(at: column) else {
            throw .storage(FailureEvidence("\(owner)'s \(name) \"\(row.string(at: column))\" is not a UUID"))
        }
        self = uuid
    }
    func bind<Binder: SQLValueBinder>(to binder: Binder, at index: Int32) throws(Binder.Failure) {
        try binder.bind(self, at: index)
    }
}

extension Optional: SQLFieldValue where Wrapped: SQLFieldValue {
    /// NULL is nil.
    init(row: some SQLRowReader, at column: Int32, name: String, owner: String) throws(DataSourceError) {
        self = row.isNull(at: column) ? nil : try Wrapped(row: row, at: column, name: name, owner: owner)
    }
    func bind<Binder: SQLValueBinder>(to binder: Binder, at index: Int32) throws(Binder.Failure) {
        guard let value = self else { return try binder.bindNull(at: index) }
        try value.bind(to: binder, at: index)
    }
}
