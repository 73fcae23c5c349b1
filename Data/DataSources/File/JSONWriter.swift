import Foundation

/// Writes the store's JSON by hand: the same bytes `JSONEncoder` gives with `.sortedKeys` and
/// `.withoutEscapingSlashes`, several times faster, because `JSONEncoder`'s per-value overhead
/// was most of the cost of a compaction and of appending a large batch.
///
/// Callers write keys in sorted order themselves; see `TodoRecord+JSON.swift`.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []

    /// Appends literal JSON punctuation or a key, e.g. `,"title":`.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `value` as a JSON string, escaping what JSON requires and nothing else.
    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            case 0x08: raw("\\b")
            case 0x0C: raw("\\f")
            case 0x00..<0x20:
                raw("\\u00")
                bytes.append(Self.lowercaseHex[Int(byte >> 4)])
                bytes.append(Self.lowercaseHex[Int(byte & 0x0F)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends a whole number.
    mutating func integer(_ value: some BinaryInteger) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Appends `true` or `false`.
    mutating func bool(_ value: Bool) {
        value ? raw("true") : raw("false")
    }

    /// Appends an id as its uppercase `uuidString`, formatted here: Foundation formats each
    /// byte with `sprintf`, which dominated writing a large snapshot.
    mutating func uuid(_ value: UUID) {
        bytes.append(UInt8(ascii: "\""))
        withUnsafeBytes(of: value.uuid) { uuid in
            for (index, byte) in uuid.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 { bytes.append(UInt8(ascii: "-")) }
                bytes.append(Self.uppercaseHex[Int(byte >> 4)])
                bytes.append(Self.uppercaseHex[Int(byte & 0x0F)])
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends an optional id, or `null`.
    mutating func uuid(_ value: UUID?) {
        if let value { uuid(value) } else { raw("null") }
    }

    /// Appends an optional whole number, or `null`.
    mutating func integer(_ value: Int64?) {
        if let value { integer(value) } else { raw("null") }
    }

    /// Appends `[first,second,...]`, writing each element with `element`.
    mutating func array<Element>(_ elements: [Element], _ element: (inout JSONWriter, Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for (index, value) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            element(&self, value)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private static let lowercaseHex = Array("0123456789abcdef".utf8)
    private static let uppercaseHex = Array("0123456789ABCDEF".utf8)
}

extension JSONWriter {
    /// Appends JSON that an encoder already made.
    mutating func encoded(_ json: Data) {
        bytes.append(contentsOf: json)
    }
}
