import Foundation

// An id's text is read back by every store for every row (SQLite and PostgreSQL columns hold
// the upper-case text `writeText(into:)` writes) and by the server for every path and query
// parameter, and from an import's lines and the command line, so it is parsed here once,
// straight from the bytes: `UUID(uuidString:)` goes through `sscanf` on Linux, which also takes
// a sign, a leading space or `0x`.

extension UUID {
    /// Parses UUID text in either case; nil unless it is exactly 8-4-4-4-12 hex digits.
    ///
    /// Runs for every id of every row read, so it works on the bytes, with no String: the 32
    /// digits become two 64-bit halves, each group in a loop of fixed length that the compiler
    /// unrolls, and a byte that is no digit sets a high bit in one flag, checked once.
    public init?(text: UnsafeBufferPointer<UInt8>) {
        guard text.count == 36, let bytes = text.baseAddress else { return nil }
        let dash = UInt8(ascii: "-")
        guard bytes[8] == dash, bytes[13] == dash, bytes[18] == dash, bytes[23] == dash else { return nil }
        var invalid: UInt8 = 0
        var high: UInt64 = 0
        var low: UInt64 = 0
        for offset in 0..<8 { appendHexDigit(bytes[offset], to: &high, invalid: &invalid) }
        for offset in 9..<13 { appendHexDigit(bytes[offset], to: &high, invalid: &invalid) }
        for offset in 14..<18 { appendHexDigit(bytes[offset], to: &high, invalid: &invalid) }
        for offset in 19..<23 { appendHexDigit(bytes[offset], to: &low, invalid: &invalid) }
        for offset in 24..<36 { appendHexDigit(bytes[offset], to: &low, invalid: &invalid) }
        guard invalid & 0xF0 == 0 else { return nil }
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &uuid) { raw in
            raw.storeBytes(of: high.bigEndian, toByteOffset: 0, as: UInt64.self)
            raw.storeBytes(of: low.bigEndian, toByteOffset: 8, as: UInt64.self)
        }
        self.init(uuid: uuid)
    }

    /// Parses UUID text in either case, as the byte-level `init?(text:)` does; nil
    /// unless it is exactly 8-4-4-4-12 hex digits. For text people and files give: an import's
    /// ids, an id typed on the command line.
    public init?(text: String) {
        var text = text
        guard let parsed = text.withUTF8({ UUID(text: $0) }) else { return nil }
        self = parsed
    }
}

/// Shifts the hex digit `byte` (either case) into `value`; when `byte` is not one, `invalid`
/// gets a bit above its low four. Both candidates are computed and one is selected, with no
/// branch to mispredict on random digits.
@inline(__always)
private func appendHexDigit(_ byte: UInt8, to value: inout UInt64, invalid: inout UInt8) {
    let decimal = byte &- UInt8(ascii: "0")
    let letter = (byte | 0x20) &- UInt8(ascii: "a")
    let nibble = decimal < 10 ? decimal : (letter < 6 ? letter &+ 10 : 0xFF)
    invalid |= nibble
    value = value << 4 | UInt64(nibble & 0x0F)
}
