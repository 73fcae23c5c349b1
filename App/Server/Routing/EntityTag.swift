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
    static func version(in header: String?) throws(APIError) -> Date? {
        guard let header else { return nil }
        let tag = header.trimmingCharacters(in: .whitespaces)
        if tag == "*" { return nil }
        let digits =
            tag.hasPrefix("\"") && tag.hasSuffix("\"") && tag.count >= 2 ? tag.dropFirst().dropLast() : Substring(tag)
        guard let milliseconds = Int64(digits), let version = Date(storedMilliseconds: milliseconds) else {
            throw .invalidField(
                "If-Match",
                "If-Match must be the quoted updatedAt of the record in milliseconds, e.g. \"1733050000123\"; got \(header)"
            )
        }
        return version
    }
}
