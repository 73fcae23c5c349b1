import Foundation

/// Writes JSON text straight into bytes: the server's answers are small and many, and a
/// hand-rolled writer is several times faster than `JSONEncoder` for them.
struct JSONWriter {
    /// The text so far, UTF-8.
    private(set) var bytes: [UInt8] = []
    private var needsComma = false

    /// An empty writer.
    init() {
        bytes.reserveCapacity(256)
    }

    /// Writes `{`, the members `body` writes, and `}`.
    mutating func object(_ body: (inout JSONWriter) -> Void) {
        container(opening: "{", closing: "}", body)
    }

    /// Writes `[`, the elements `body` writes, and `]`.
    mutating func array(_ body: (inout JSONWriter) -> Void) {
        container(opening: "[", closing: "]", body)
    }

    /// Writes `opening`, what `body` writes (its first item needs no comma), and `closing`.
    private mutating func container(
        opening: Unicode.Scalar, closing: Unicode.Scalar, _ body: (inout JSONWriter) -> Void
    ) {
        separate()
        bytes.append(UInt8(ascii: opening))
        needsComma = false
        body(&self)
        bytes.append(UInt8(ascii: closing))
        needsComma = true
    }

    /// Writes a member's name; the next value written is its value.
    mutating func key(_ name: String) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// Writes a string value, escaped.
    mutating func string(_ text: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        // Most texts (ids, names, titles) need no escape: copy them whole rather than byte by byte,
        // scanning their bytes in place (a native string's are contiguous) rather than through
        // the string's index.
        let copiedWhole = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard !utf8.contains(where: Self.needsEscape) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if copiedWhole ?? false {
            bytes.append(UInt8(ascii: "\""))
            needsComma = true
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: Array("\\u00".utf8))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// Writes an id as its 36-character string, e.g. `"3F2A…"`, without going through `uuidString`.
    mutating func uuid(_ id: UUID) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        id.appendWireText(to: &bytes)
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// Writes an integer.
    mutating func integer(_ value: Int64) {
        separate()
        // Digit by digit, straight into the bytes: `String(value)` made a string per number, and a
        // record holds several (its times).
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let first = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[first...].reverse()
        needsComma = true
    }

    /// Writes a number already spelled as JSON, e.g. `4.5` or `1e-05`.
    mutating func number(_ text: String) {
        separate()
        bytes.append(contentsOf: text.utf8)
        needsComma = true
    }

    /// Writes `true` or `false`.
    mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
        needsComma = true
    }

    /// Writes `null`.
    mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
        needsComma = true
    }

    /// Writes a member `"name": "text"`, or `"name": null` for nil.
    mutating func member(_ name: String, _ text: String?) {
        key(name)
        if let text { string(text) } else { null() }
    }

    /// Writes a member `"name": 42`, or `"name": null` for nil.
    mutating func member(_ name: String, _ value: Int64?) {
        key(name)
        if let value { integer(value) } else { null() }
    }

    /// Writes a member `"name": true`.
    mutating func member(_ name: String, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// Whether `byte` cannot stand in a JSON string as it is.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }
}
