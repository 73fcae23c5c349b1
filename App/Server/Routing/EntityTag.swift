import Domain
import Foundation

/// A record's version on the wire (docs/REST.md, "Versions and conditional writes"): its
/// `updatedAt` in milliseconds since 1970, quoted: what `ETag` sends and `If-Match` names.
enum EntityTag {
    /// The `ETag` of a record whose `updatedAt` is `version`, e.g. `"1733050000123"`; the same
    /// spelling the remote data source puts in `If-Match`.
    static func header(for version: Date) -> String {
        "\"\(version.millisecondsSince1970)\""
    }

    /// The version `If-Match` names; nil when there is no header or it is `*` (any version).
    /// The tag is read as docs/openapi.json spells it: an optional `-` and 1 to 18 digits, quoted
    /// as RFC 9110 writes an entity tag (`ETag` always is) or bare, as many clients send it; a
    /// sign, more digits or one quote alone are refused. A version no record can have is still
    /// a version, which the stored one is not (412).
    static func version(in header: String?) throws(APIError) -> Date? {
        guard let header else { return nil }
        let tag = header.trimmingCharacters(in: .whitespaces)
        if tag == "*" { return nil }
        let quoted = tag.utf8.count >= 2 && tag.hasPrefix("\"") && tag.hasSuffix("\"")
        let number = quoted ? tag.dropFirst().dropLast() : Substring(tag)
        let digits = number.hasPrefix("-") ? number.dropFirst() : number
        guard (1...18).contains(digits.utf8.count), digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
            let milliseconds = Int64(number)
        else {
            throw .invalidField(
                "If-Match",
                "If-Match must be the quoted updatedAt of the record in milliseconds, e.g. \"1733050000123\"; got \(header)"
            )
        }
        return Date(millisecondsSince1970: milliseconds)
    }
}
