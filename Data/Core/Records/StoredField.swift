import Domain
import Foundation

/// A field type of a generated entity as its record keeps it: the one place each type's stored
/// form is chosen, so that the record's template maps every field alike
/// (`order.status.storedValue` one way, `StoredField.value(status, …)` the other), whatever its
/// type, optional or array. Dates are milliseconds since 1970 and an enum's case is its raw value
/// (its name, or a ranked enum's rank); reading either back checks it, since only a damaged or
/// foreign store holds one that is wrong.
protocol StoredFieldValue {
    /// What the record holds: `Int64` for a `Date`, an enum's raw value, the value itself otherwise.
    associatedtype Stored
    /// The value as the record holds it.
    var storedValue: Stored { get }
    /// The value `stored` stands for in field `field` of `entity` `id`; a storage error naming
    /// them and the value when it stands for none.
    init(storedValue stored: Stored, entity: String, id: UUID, field: String) throws(DataSourceError)
}

/// Reads a record's field into its entity's type, which the call's context gives.
enum StoredField {
    /// The field value that `stored`, held in field `field` of `entity` `id`, stands for.
    static func value<Value: StoredFieldValue>(
        _ stored: Value.Stored, entity: String, id: UUID, field: String
    ) throws(DataSourceError) -> Value {
        try Value(storedValue: stored, entity: entity, id: id, field: field)
    }
}

/// A type a record holds as it is.
protocol StoredFieldAsIs: StoredFieldValue where Stored == Self {}

extension StoredFieldAsIs {
    var storedValue: Self { self }
    init(storedValue stored: Self, entity: String, id: UUID, field: String) { self = stored }
}

extension String: StoredFieldAsIs {}
extension Int: StoredFieldAsIs {}
extension Double: StoredFieldAsIs {}
extension Bool: StoredFieldAsIs {}
extension UUID: StoredFieldAsIs {}

// A time outside `Date.storableMilliseconds` (written by the `sqlite3` shell, a hand-edited file
// or a foreign client) is a storage error naming the entity, the id and the field, instead of a
// `Date` that traps or prints as the year 292,278,994 later.
extension Date: StoredFieldValue {
    var storedValue: Int64 { millisecondsSince1970 }
    init(storedValue stored: Int64, entity: String, id: UUID, field: String) throws(DataSourceError) {
        do {
            self = try TimeRules.stored(stored, entity: entity, id: id, field: field)
        } catch {
            throw .storage(FailureEvidence(error.description, underlying: error))
        }
    }
}

// An enum field's case is stored as its raw value: its name (a text column, the file store's
// string), or a ranked enum's rank (an INTEGER column, the file store's number). Each generated
// record declares its enums' conformance (`extension Status: StoredFieldValue {}`).
extension StoredFieldValue where Self: FieldEnum {
    var storedValue: RawValue { rawValue }
    init(storedValue stored: RawValue, entity: String, id: UUID, field: String) throws(DataSourceError) {
        guard let value = Self(rawValue: stored) else {
            throw .storage(
                FailureEvidence(
                    "\(entity) \(id.uuidString) has \(field) \"\(stored)\", which is none of \(Self.caseNames)"))
        }
        self = value
    }
}

extension Optional: StoredFieldValue where Wrapped: StoredFieldValue {
    var storedValue: Wrapped.Stored? { map(\.storedValue) }
    init(storedValue stored: Wrapped.Stored?, entity: String, id: UUID, field: String) throws(DataSourceError) {
        guard let stored else {
            self = nil
            return
        }
        self = try Wrapped(storedValue: stored, entity: entity, id: id, field: field)
    }
}

extension Array: StoredFieldValue where Element: StoredFieldValue {
    var storedValue: [Element.Stored] { map(\.storedValue) }
    init(storedValue stored: [Element.Stored], entity: String, id: UUID, field: String) throws(DataSourceError) {
        var elements: [Element] = []
        for element in stored {
            elements.append(try Element(storedValue: element, entity: entity, id: id, field: field))
        }
        self = elements
    }
}
