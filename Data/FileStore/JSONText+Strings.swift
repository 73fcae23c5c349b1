import Data
import Foundation

// Strings: where a token ends (every escape checked), and the text it spells.
extension JSONText {
    /// Where the string token that starts at `start` ends, and whether it holds an escape.
    func stringEnd(from start: Int) throws(Flaw) -> (end: Int, isEscaped: Bool) {
        let storage = self.bytes.buffer
        let bytes = storage.span
        var position = start + 1
        var isEscaped = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { return (position + 1, isEscaped) }
            guard byte >= 0x20 else { throw Flaw(offset: position) }
            if byte == UInt8(ascii: "\\") {
                isEscaped = true
                position += 1
                guard position < bytes.count else { break }
                switch bytes[position] {
                case UInt8(ascii: "u"):
                    for _ in 0..<4 {
                        position += 1
                        guard position < bytes.count, Self.hexValue(bytes[position]) != nil else {
                            throw Flaw(offset: position)
                        }
                    }
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    break
                default: throw Flaw(offset: position)
                }
            }
            position += 1
        }
        throw Flaw(offset: position)
    }

    /// The string the token `token` (quotes included, well-formed) spells; nil when its bytes are
    /// not UTF-8, as `JSONDecoder` refuses them.
    func string(_ token: Range<Int>) -> String? {
        let inner = (token.lowerBound + 1)..<(token.upperBound - 1)
        let storage = self.bytes.buffer
        guard storage[inner].contains(UInt8(ascii: "\\")) else { return Self.validated(storage.span.extracting(inner)) }
        return unescaped(inner)
    }

    /// `utf8` as a string, or nil when it is not UTF-8: through `UTF8Span`, where the generic
    /// `String(validating:as:)` looked its generic metadata up again for every string read.
    private static func validated(_ utf8: Span<UInt8>) -> String? {
        guard let text = try? UTF8Span(validating: utf8) else { return nil }
        return String(copying: text)
    }

    private func unescaped(_ inner: Range<Int>) -> String? {
        var unescaped: [UInt8] = []
        unescaped.reserveCapacity(inner.count)
        var position = inner.lowerBound
        while position < inner.upperBound {
            let byte = bytes[position]
            position += 1
            guard byte == UInt8(ascii: "\\") else {
                unescaped.append(byte)
                continue
            }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "b"): unescaped.append(0x08)
            case UInt8(ascii: "f"): unescaped.append(0x0C)
            case UInt8(ascii: "n"): unescaped.append(0x0A)
            case UInt8(ascii: "r"): unescaped.append(0x0D)
            case UInt8(ascii: "t"): unescaped.append(0x09)
            case UInt8(ascii: "u"):
                var value = hexQuad(at: position)
                position += 4
                if (0xD800..<0xDC00).contains(value), position + 6 <= inner.upperBound,
                    bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
                {
                    let low = hexQuad(at: position + 2)
                    if (0xDC00..<0xE000).contains(low) {
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        position += 6
                    }
                }
                // A lone surrogate is no character: `JSONDecoder` refuses it too.
                guard let scalar = Unicode.Scalar(value) else { return nil }
                unescaped.append(contentsOf: String(Character(scalar)).utf8)
            default: unescaped.append(escape)
            }
        }
        return Self.validated(unescaped.span)
    }

    private func hexQuad(at position: Int) -> UInt32 {
        (position..<(position + 4)).reduce(0) { value, index in value << 4 | UInt32(Self.hexValue(bytes[index]) ?? 0) }
    }

    /// The value of a hex digit in a `\u` escape, as the server reads a percent-encoded byte
    /// (`Character.hexDigitValue`): escapes are rare in the store's files, so no table of our own.
    private static func hexValue(_ byte: UInt8) -> Int? {
        Character(UnicodeScalar(byte)).hexDigitValue
    }
}
