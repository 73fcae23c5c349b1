import Domain
import Foundation
import WireFormat

/// A filter value as a query-string parameter spells it (docs/REST.md, "Generated collections"): a
/// UUID lower-case, a date as the wire writes it (ISO 8601 in UTC), Bool `true`/`false`, a number
/// as Swift prints it, text as it is. A generated query's parameters call ``queryText`` whatever
/// the field's type, so its template needs no branch per type.
protocol QueryText {
    /// The value in the query string.
    var queryText: String { get }
}

extension String: QueryText {
    var queryText: String { self }
}

extension Int: QueryText {
    var queryText: String { String(self) }
}

extension Double: QueryText {
    var queryText: String { String(self) }
}

extension Bool: QueryText {
    var queryText: String { String(self) }
}

extension UUID: QueryText {
    var queryText: String { WireID.text(self) }
}

extension Date: QueryText {
    var queryText: String { WireTime.format(self) }
}

extension FieldEnum {
    /// A generated enum's case by its name, as every layer spells it; an extension rather than a
    /// conformance, since a Domain protocol cannot conform to this Data one.
    var queryText: String { name }
}

extension [URLQueryItem] {
    /// The items and the parameter of a condition that is set, its value as ``QueryText`` spells
    /// it; an empty "contains" travels too, and selects everything there as it does here.
    func adding<Value: QueryText>(_ name: String, _ value: Value?) -> [URLQueryItem] {
        guard let value else { return self }
        return self + [URLQueryItem(name: name, value: value.queryText)]
    }

    /// The items and an optional field's condition: nothing for `.any`, `null` for `.isNil`.
    func adding<Value: QueryText>(_ name: String, _ match: OptionalMatch<Value>) -> [URLQueryItem] {
        switch match {
        case .any: self
        case .isNil: self + [URLQueryItem(name: name, value: "null")]
        case .equals(let value): adding(name, value)
        }
    }
}
