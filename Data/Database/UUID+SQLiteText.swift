import Foundation

// UUIDs are stored as their upper-case text (`uuidString`), which the sqlite3 shell shows as it
// is and whose byte order is the order Domain breaks ties by. These two functions convert
// without going through `String`, since every row read or written converts at least one.

extension UUID {
    /// The length of `uuidString`: 32 hex digits and 4 dashes.
    static let textLength = 36

    /// Writes `uuidString`'s 36 bytes to `buffer`.
    func writeText(into buffer: UnsafeMutablePointer<UInt8>) {
        let digits: StaticString = "0123456789ABCDEF"
        let hex = digits.utf8Start
        withUnsafeBytes(of: uuid) { bytes in
            var out = 0
            for (index, byte) in bytes.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 {
                    buffer[out] = UInt8(ascii: "-")
                    out += 1
                }
                buffer[out] = hex[Int(byte >> 4)]
                buffer[out + 1] = hex[Int(byte & 0x0F)]
                out += 2
            }
        }
    }

    /// Parses UUID text in either case; nil unless it is exactly 8-4-4-4-12 hex digits.
    init?(text: UnsafeBufferPointer<UInt8>) {
        guard text.count == UUID.textLength else { return nil }
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let parsed = withUnsafeMutableBytes(of: &bytes) { output -> Bool in
            var input = 0
            for index in 0..<16 {
                if index == 4 || index == 6 || index == 8 || index == 10 {
                    guard text[input] == UInt8(ascii: "-") else { return false }
                    input += 1
                }
                guard let high = hexValue(text[input]), let low = hexValue(text[input + 1]) else { return false }
                output[index] = high << 4 | low
                input += 2
            }
            return true
        }
        guard parsed else { return nil }
        self.init(uuid: bytes)
    }
}

private func hexValue(_ character: UInt8) -> UInt8? {
    switch character {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): character &- UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): character &- UInt8(ascii: "A") &+ 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): character &- UInt8(ascii: "a") &+ 10
    default: nil
    }
}
