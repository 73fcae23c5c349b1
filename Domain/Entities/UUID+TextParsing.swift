import Foundation

// An id's text is read back by every store for every row (SQLite and PostgreSQL columns hold
// the upper-case text `writeText(into:)` writes) and by the server for every path and query
// parameter, so it is parsed here once, straight from the bytes: `UUID(uuidString:)` goes
// through `sscanf` on Linux, which also takes a sign or a leading space.

extension UUID {
    /// Parses UUID text in either case; nil unless it is exactly 8-4-4-4-12 hex digits.
    ///
    /// Runs for every id of every row read, so it works on the bytes, with no String, and
    /// collects bad digits in one flag instead of branching on each.
    public init?(text: UnsafeBufferPointer<UInt8>) {
        guard text.count == 36, let bytes = text.baseAddress else { return nil }
        let dash = UInt8(ascii: "-")
        guard bytes[8] == dash, bytes[13] == dash, bytes[18] == dash, bytes[23] == dash else { return nil }
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let valid = withUnsafeMutableBytes(of: &uuid) { output -> Bool in
            var invalid: UInt8 = 0
            var input = 0
            for index in 0..<16 {
                if index == 4 || index == 6 || index == 8 || index == 10 { input += 1 }
                let high = hexValue(bytes[input])
                let low = hexValue(bytes[input + 1])
                invalid |= high | low
                output[index] = high << 4 | low & 0x0F
                input += 2
            }
            return invalid & 0xF0 == 0
        }
        guard valid else { return nil }
        self.init(uuid: uuid)
    }
}

/// The value of a hex digit, or 0xFF for any other byte. Both candidates are computed and one
/// is selected, with no branch to mispredict on random digits.
@inline(__always)
private func hexValue(_ character: UInt8) -> UInt8 {
    let digit = character &- UInt8(ascii: "0")
    let letter = (character | 0x20) &- UInt8(ascii: "a")
    let fromLetter = letter < 6 ? letter &+ 10 : 0xFF
    return digit < 10 ? digit : fromLetter
}
