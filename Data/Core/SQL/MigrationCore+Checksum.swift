// Apart from the rest of `MigrationCore`: every open compares the recorded checksums with the
// app's, while the rest is needed only when a step is missing or clashes.
extension MigrationCore {
    /// A step's fingerprint, recorded beside it when it runs: FNV-1a (64 bits) of its SQL with
    /// every run of whitespace read as one space, so re-indenting a shipped step is no change but
    /// editing what it does is. Not a defence against anyone: it tells a step apart from another
    /// that took its number (a removed hand-written step whose number a generated one reused).
    package static func checksum(_ sql: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in sql.split(whereSeparator: \.isWhitespace).joined(separator: " ").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
