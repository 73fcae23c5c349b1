import Foundation

// An id's text is written by every store for every row (SQLite binds it, the terminal and the
// pipes print it), so it is made here once, straight from the bytes: `uuidString` goes through
// `snprintf`, which showed up when printing 10,000 rows and binding 100,000.

extension UUID {
    /// The length of an id's text: 32 hex digits and 4 dashes, as in `uuidString`.
    public static let textLength = 36

    /// Writes the id's text, 8-4-4-4-12 hex digits, to the ``textLength`` bytes at `buffer`:
    /// upper case by default, exactly `uuidString`'s bytes; lower case as scripts expect it.
    public func writeText(into buffer: UnsafeMutablePointer<UInt8>, uppercase: Bool = true) {
        let digits: StaticString = uppercase ? "0123456789ABCDEF" : "0123456789abcdef"
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
}
