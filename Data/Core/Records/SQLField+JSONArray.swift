import Domain
import Foundation

// An array field in an SQL column is its JSON text, in SQLite and PostgreSQL alike.

extension Array: SQLFieldValue where Element: Codable {
    init(row: some SQLRowReader, at column: Int32, name: String, owner: String) throws(DataSourceError) {
        do {
            self = try JSONDecoder().decode([Element].self, from: Data(row.string(at: column).utf8))
        } catch {
            throw .storage(FailureEvidence("\(owner)'s \(name) is not the JSON array it should be", underlying: error))
        }
    }
    func bind<Binder: SQLValueBinder>(to binder: Binder, at index: Int32) throws(Binder.Failure) {
        let text = (try? JSONEncoder().encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        try binder.bind(text, at: index)
    }
}
