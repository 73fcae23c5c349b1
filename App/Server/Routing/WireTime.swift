import Domain
import Foundation

/// A time as a body carries it (docs/REST.md, "Wire format"): an integer of milliseconds since
/// 1970 within `Date.storableMilliseconds`. Read strictly: anything else (a number with a
/// fraction, one no 64-bit integer holds, one outside the years 0001 to 9999) is a decoding error
/// at its member, which the server answers as 400 `invalid_field` naming it, so that no client
/// can store a time another client would trip over.
struct WireTime: Codable, Sendable {
    /// The time.
    let date: Date

    /// The time `date`, to write.
    init(_ date: Date) {
        self.date = date
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let milliseconds: Int64
        do {
            milliseconds = try container.decode(Int64.self)
        } catch let error as DecodingError {
            throw error
        } catch {
            // `JSONDecoder` reports a number no `Int64` holds (`1e400`, `9223372036854775808`,
            // `1.5`) with no coding path, as if the body were not JSON: say which member it is.
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected whole milliseconds since 1970, \(Self.range)")
        }
        guard let date = Date(storedMilliseconds: milliseconds) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\(milliseconds) ms since 1970 is outside \(Self.range)")
        }
        self.date = date
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(date.millisecondsSince1970)
    }

    private static let range =
        "the years 0001 to 9999 that can be stored (\(Date.storableMilliseconds.lowerBound) to "
        + "\(Date.storableMilliseconds.upperBound))"
}
