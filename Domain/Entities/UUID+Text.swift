import Foundation

// Why not `UUID(uuidString:)` alone: on Linux it goes through `sscanf`, which also takes a sign,
// a leading space or `0x` in a group. Ids come from files, the command line, URLs and database
// columns, and must be exactly 8-4-4-4-12 hex digits; the text is checked here first.
extension UUID {
    /// The length of an id's text: 32 hex digits and 4 dashes, as in `uuidString`.
    public static let textLength = 36

    /// Parses UUID text in either case, given as its UTF-8 bytes (a database column, a file's
    /// bytes); nil unless it is exactly 8-4-4-4-12 hex digits.
    public init?<Text: Collection<UInt8>>(text: Text) {
        guard text.count == Self.textLength else { return nil }
        for (offset, byte) in text.enumerated() {
            let isDashPlace = offset == 8 || offset == 13 || offset == 18 || offset == 23
            guard isDashPlace ? byte == UInt8(ascii: "-") : Self.isHexDigit(byte) else { return nil }
        }
        self.init(uuidString: String(decoding: text, as: UTF8.self))
    }

    /// Parses UUID text in either case, as the byte-level initializer does: an import's ids,
    /// an id typed on the command line.
    public init?(text: String) {
        self.init(text: text.utf8)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        default: false
        }
    }

    /// How many hex digits ``shortText`` has.
    public static let shortTextLength = 8

    /// The short form of the id that people read and type, as git abbreviates commit hashes: eight
    /// hex digits, lower case. For a random (version 4) id they are its first eight; for a
    /// time-ordered one (``isTimeOrdered``), whose leading digits are the time it was made and are
    /// shared by every id made that minute, they are the first eight of its last group: the
    /// fraction of the second it was made, then random digits. Any unique prefix of either is
    /// accepted back (``IDPrefix``). In Domain, so that a store's message names an id as the
    /// app's lists do.
    public var shortText: String {
        let text = uuidString.lowercased()
        return String((isTimeOrdered ? text.suffix(IDPrefix.tailLength) : text[...]).prefix(Self.shortTextLength))
    }
}
