import Foundation

// Strings, with every JSON escape: the only values the reader allocates for.
extension JSONReader {
    /// Reads a string, unescaping it; bytes that are not UTF-8 are a failure, as for `JSONDecoder`.
    mutating func string() throws(Failure) -> String {
        skipWhitespace()
        try expect(UInt8(ascii: "\""))
        let start = position
        // Every byte OR-ed together: below 0x80 means ASCII, which is valid UTF-8 as it stands.
        var highBits: UInt8 = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let run = UnsafeBufferPointer(rebasing: bytes[start..<position])
                position += 1
                // ASCII needs no validation, and decoding it repairs nothing: this skips
                // `String(validating:)`'s generic path, a metadata lookup per string.
                if highBits < 0x80 { return String(decoding: run, as: UTF8.self) }
                guard let text = String(validating: run, as: UTF8.self) else { throw failure() }
                return text
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            guard byte >= 0x20 else { throw failure() }
            highBits |= byte
            position += 1
        }
        throw failure()
    }

    /// The rest of a string that holds an escape, from its first byte at `start`.
    mutating func escapedString(from start: Int) throws(Failure) -> String {
        var scalars: [UInt8] = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: scalars, as: UTF8.self) else { throw failure() }
                return text
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { throw failure() }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"): scalars.append(contentsOf: try unicodeEscape())
                default: throw failure()
                }
            case 0..<0x20:
                throw failure()
            default:
                scalars.append(byte)
            }
        }
        throw failure()
    }

    /// The UTF-8 bytes of a `\uXXXX` escape (the `\u` read already), joining a surrogate pair.
    mutating func unicodeEscape() throws(Failure) -> [UInt8] {
        var value = try hexQuad()
        if (0xD800..<0xDC00).contains(value) {
            guard matches("\\u") else { throw failure() }
            position += 2
            let low = try hexQuad()
            guard (0xDC00..<0xE000).contains(low) else { throw failure() }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else { throw failure() }
        return Array(String(Character(scalar)).utf8)
    }

    mutating func hexQuad() throws(Failure) -> UInt32 {
        guard position + 4 <= bytes.count else { throw failure() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Self.hexValue(bytes[position]) else { throw failure() }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }
}
