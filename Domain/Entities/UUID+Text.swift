import Foundation

// Why not `UUID(uuidString:)`: on Linux it goes through `sscanf`, which also takes a sign, a
// leading space or `0x` in a group. Ids come from files, the command line, URLs and database
// columns, and must be exactly 8-4-4-4-12 hex digits; they are read here, two digits a byte.
extension UUID {
    /// The length of an id's text: 32 hex digits and 4 dashes, as in `uuidString`.
    public static let textLength = 36

    // Inlinable, so that the caller's module compiles it for its own collection type (a file's
    // byte slice, a string's UTF-8): compiled once for any collection, each id's copy went through
    // type metadata, and opening a file store of 100,000 todos spent 0.034 s reading ids, not
    // about 0.015 s.

    /// Parses UUID text in either case, given as its UTF-8 bytes (a database column, a file's
    /// bytes); nil unless it is exactly 8-4-4-4-12 hex digits.
    @inlinable
    public init?(text: some Collection<UInt8>) {
        guard text.count == Self.textLength else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        // Every group has an even number of digits, so a byte's two digits never straddle a dash.
        var high: UInt8?
        for (offset, byte) in text.enumerated() {
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                guard byte == UInt8(ascii: "-") else { return nil }
            } else if let digit = Self.hexValue(byte) {
                if let first = high {
                    bytes.append(first << 4 | digit)
                    high = nil
                } else {
                    high = digit
                }
            } else {
                return nil
            }
        }
        self.init(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }

    /// Parses UUID text in either case, as the byte-level initializer does: an import's ids,
    /// an id typed on the command line.
    public init?(text: String) {
        self.init(text: text.utf8)
    }

    @inlinable
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// The short form of an id that people read and type, as git abbreviates commit hashes: eight hex
/// digits, lower case. For a random (version 4) id they are its first eight; for a time-ordered
/// one (`UUID.isTimeOrdered`), whose leading digits are the time it was made and are
/// shared by every id made that minute, they are the first eight of its random last group. Any
/// unique prefix of either is accepted back (``IDPrefix``). In Domain, so that a store's message
/// names an id as the app's lists do.
public enum ShortID {
    /// How many hex digits are shown.
    public static let length = 8

    /// The eight hex digits that tell `id` apart, lower case.
    public static func of(_ id: UUID) -> String {
        let text = id.uuidString.lowercased()
        return String((id.isTimeOrdered ? text.suffix(IDPrefix.tailLength) : text[...]).prefix(length))
    }
}
