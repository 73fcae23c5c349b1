import Foundation

// The id as text, both ways: written as `uuidString` writes it, read strictly.
extension UUID {
    /// The length of an id's text: 32 hex digits and 4 dashes, as in `uuidString`.
    public static let textLength = 36

    /// The id's text, 8-4-4-4-12 hex digits: upper case by default, exactly `uuidString`; lower
    /// case as scripts expect it.
    public func text(uppercase: Bool = true) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.textLength)
        appendText(to: &bytes, uppercase: uppercase)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the id's text (see ``text(uppercase:)``) to `bytes`, for a caller that builds a
    /// line or a column value of bytes.
    public func appendText(to bytes: inout [UInt8], uppercase: Bool = true) {
        let digits = uppercase ? Self.upperCaseDigits : Self.lowerCaseDigits
        let (high, low) = halves
        for index in 0..<32 {
            if index == 8 || index == 12 || index == 16 || index == 20 { bytes.append(UInt8(ascii: "-")) }
            let half = index < 16 ? high : low
            let shift = UInt64(60 - 4 * (index % 16))
            bytes.append(digits[Int(half >> shift & 0xF)])
        }
    }

    private static let upperCaseDigits = Array("0123456789ABCDEF".utf8)
    private static let lowerCaseDigits = Array("0123456789abcdef".utf8)

    // Why not `UUID(uuidString:)`: on Linux it goes through `sscanf`, which also takes a sign, a
    // leading space or `0x` in a group. Ids come from files, the command line, URLs and database
    // columns, and must be exactly 8-4-4-4-12 hex digits.

    /// Parses UUID text in either case, given as its UTF-8 bytes; nil unless it is exactly
    /// 8-4-4-4-12 hex digits. Inlinable: the stores call it on every row's id, each over its own
    /// kind of byte buffer, and a specialised loop is a plain loop over bytes.
    @inlinable
    public init?<Text: Collection<UInt8>>(text: Text) {
        guard text.count == Self.textLength else { return nil }
        var high: UInt64 = 0
        var low: UInt64 = 0
        // Whether every digit so far was hex, looked at once after the loop: the loop then has no
        // branch that depends on whether a digit is a number or a letter (random in an id, so
        // mispredicted half the time), which makes it about three times as fast.
        var allHex = true
        for (offset, byte) in text.enumerated() {
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            let digit = byte &- UInt8(ascii: "0")  // 0...9 for "0"..."9"
            let letter = (byte | 0x20) &- UInt8(ascii: "a")  // 0...5 for "a"..."f" and "A"..."F"
            allHex = allHex && (digit < 10 || letter < 6)
            // The 128 bits move up by one digit, the top of `low` into `high`.
            high = high << 4 | low >> 60
            low = low << 4 | UInt64(digit < 10 ? digit : letter &+ 10)
        }
        guard allHex else { return nil }
        self.init(high: high, low: low)
    }

    /// Parses UUID text in either case, as the byte-level `init?(text:)` does: an import's
    /// ids, an id typed on the command line.
    public init?(text: String) {
        self.init(text: text.utf8)
    }
}
