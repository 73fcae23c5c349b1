import Domain
import Foundation

/// An instant as the wire carries it (docs/openapi.json, `Instant`): ISO 8601 in UTC with
/// milliseconds, `2026-01-01T09:30:00.000Z`, the precision every store keeps, from year 0001 to
/// 9999. Read strictly: a stamp without a zone, a day the calendar does not have, or one outside
/// those years is a decoding error at its member, which the server answers as 400
/// `invalid_field` naming it and the import reports with its line, so that no client can store a
/// time another client would trip over.
public struct WireTime: Codable, Hashable, Sendable {
    /// The instant, in whole milliseconds.
    public let date: Date

    /// The instant `date`, to write.
    public init(_ date: Date) {
        self.date = date
    }

    /// Reads an ISO 8601 stamp as ``parse(_:)`` does.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = Self.parse(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: Self.expectation(text))
        }
        self.date = date
    }

    /// Writes ``format(_:)``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Self.format(date))
    }

    /// Why `text` is not an instant, for messages.
    public static func expectation(_ text: String) -> String {
        "expected an ISO 8601 time such as 2026-01-01T09:30:00.000Z, in the years 0001 to 9999; got \"\(text)\""
    }

    /// `date` as `YYYY-MM-DDTHH:MM:SS.mmmZ`, in whole milliseconds.
    public static func format(_ date: Date) -> String {
        let milliseconds = date.millisecondsSince1970
        let (days, dayMilliseconds) = floorDivision(milliseconds, 86_400_000)
        let seconds = dayMilliseconds / 1000
        let time = String(
            format: "T%02lld:%02lld:%02lld.%03lldZ",
            seconds / 3600, seconds / 60 % 60, seconds % 60, dayMilliseconds % 1000)
        return CalendarDay(daysSince1970: days).description + time
    }

    /// `YYYY-MM-DDTHH:MM:SS[.fff]Z`, read in the proleptic Gregorian calendar as ISO 8601
    /// counts (Foundation's parser turns Julian before 1582 and moved such stamps by up to ten
    /// days); nil for any other form, for a day the calendar does not have (2026-02-30 is
    /// refused, not rolled over to March), or for an instant no store keeps
    /// (`Date.storableMilliseconds`). With `offsets`, `±HH:MM` or `±HHMM` may stand for `Z`: an
    /// import reads hand-written files that way; the wire takes UTC only, as docs/openapi.json
    /// says, so that the document and the server refuse the same texts.
    public static func parse(_ text: String, offsets: Bool = false) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20 else { return nil }
        func number(_ start: Int, _ length: Int) -> Int64? {
            guard start + length <= bytes.count else { return nil }
            var value: Int64 = 0
            for byte in bytes[start..<start + length] {
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int64(byte - 48)
            }
            return value
        }
        let separators: [(Int, UInt8)] = [
            (4, UInt8(ascii: "-")), (7, UInt8(ascii: "-")), (10, UInt8(ascii: "T")), (13, UInt8(ascii: ":")),
            (16, UInt8(ascii: ":")),
        ]
        guard separators.allSatisfy({ bytes[$0.0] == $0.1 }),
            let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
            hour < 24, minute < 60, second < 60,
            let days = CalendarDay(year: year, month: month, day: day)?.daysSince1970
        else { return nil }
        var index = 19
        var fraction: Int64 = 0
        if bytes[index] == UInt8(ascii: ".") {
            guard let value = number(20, 3) else { return nil }
            fraction = value
            index = 23
        }
        // `Z` alone, unless offsets are read too.
        guard index < bytes.count, offsets || bytes[index] == UInt8(ascii: "Z"),
            let offset = offsetMinutes(bytes[index...])
        else { return nil }
        let local = ((days * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + fraction
        return Date(storedMilliseconds: local - offset * 60_000)
    }

    /// The minutes east of Greenwich that `Z`, `±HH:MM` or `±HHMM` names; nil for anything else.
    private static func offsetMinutes(_ zone: ArraySlice<UInt8>) -> Int64? {
        let bytes = Array(zone)
        if bytes == [UInt8(ascii: "Z")] { return 0 }
        guard bytes.count == 5 || bytes.count == 6, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-")
        else { return nil }
        let digits = bytes.count == 6 && bytes[3] == UInt8(ascii: ":") ? bytes[1..<3] + bytes[4..<6] : bytes[1...]
        guard digits.count == 4, digits.allSatisfy({ $0 >= 48 && $0 <= 57 }),
            let value = Int64(String(decoding: digits, as: UTF8.self)), value / 100 < 24, value % 100 < 60
        else { return nil }
        let minutes = value / 100 * 60 + value % 100
        return bytes[0] == UInt8(ascii: "-") ? -minutes : minutes
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let quotient = value >= 0 ? value / divisor : (value - divisor + 1) / divisor
        return (quotient, value - quotient * divisor)
    }
}
