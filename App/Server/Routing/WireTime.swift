import Domain
import Foundation

/// Reads a time from a request body: integer milliseconds since 1970 within
/// `Date.storableMilliseconds`, or 400 `invalid_field` naming the field, so that no client can
/// store a time another client would trip over.
enum WireTime {
    /// The time `milliseconds` in body member `field`.
    static func date(_ milliseconds: Int64, field: String) throws(APIError) -> Date {
        guard let date = Date(storedMilliseconds: milliseconds) else {
            throw .invalidField(
                field, "\(field) is \(milliseconds) ms since 1970, outside the years 0001 to 9999 that can be stored")
        }
        return date
    }

    /// The optional time `milliseconds`, checked the same way when present.
    static func optionalDate(_ milliseconds: Int64?, field: String) throws(APIError) -> Date? {
        guard let milliseconds else { return nil }
        return try date(milliseconds, field: field)
    }
}
