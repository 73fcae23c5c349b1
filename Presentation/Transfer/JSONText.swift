import Foundation

/// Encoding the wire values the same way everywhere: sorted keys, so output is stable.
enum JSONText {
    /// `value` as indented JSON, ending in a new line.
    static func pretty(_ value: some Encodable) -> String {
        let text = encode(value, formatting: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return joiningEmptyCollections(text) + "\n"
    }

    /// The encoder writes an empty array or object over three lines (`[`, a blank line, `]`),
    /// at the top and inside values alike; scripts and people expect `[]` and `{}`. A line break
    /// is never inside a string (the encoder escapes it as `\n`), so a bracket followed by
    /// nothing but white space across a line break is always an empty collection.
    /// One pass over the bytes, since an export may be megabytes long.
    private static func joiningEmptyCollections(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var joined: [UInt8] = []
        joined.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            joined.append(byte)
            index += 1
            guard byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") else { continue }
            let close = byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
            var next = index
            var sawLineBreak = false
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\n") {
                sawLineBreak = sawLineBreak || bytes[next] == UInt8(ascii: "\n")
                next += 1
            }
            if sawLineBreak, next < bytes.count, bytes[next] == close {
                joined.append(close)
                index = next + 1
            }
        }
        return String(decoding: joined, as: UTF8.self)
    }

    /// `value` as JSON on one line, without a new line.
    static func compact(_ value: some Encodable) -> String {
        encode(value, formatting: [.sortedKeys, .withoutEscapingSlashes])
    }

    private static func encode(_ value: some Encodable, formatting: JSONEncoder.OutputFormatting) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        // These values hold only strings, numbers and Booleans, which always encode.
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
