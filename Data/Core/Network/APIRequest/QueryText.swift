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
    var queryText: String { rawValue }
}
