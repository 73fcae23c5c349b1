// The text a well-formed string token spells, read as `JSONDecoder` reads it.
extension JSONScanner {
    /// The string the token `token` (quotes included, well-formed) spells; nil when its bytes
    /// are not UTF-8 or it escapes a lone surrogate, which `JSONDecoder` refuses too.
    package static func string(_ bytes: Span<UInt8>, _ token: Range<Int>) -> String? {
        let inner = (token.lowerBound + 1)..<(token.upperBound - 1)
        var position = inner.lowerBound
        while position < inner.upperBound, bytes[position] != UInt8(ascii: "\\") { position += 1 }
        guard position < inner.upperBound else { return validated(bytes.extracting(inner)) }
        var unescaped: [UInt8] = []
        unescaped.reserveCapacity(inner.count)
        position = inner.lowerBound
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
                var value = hexQuad(bytes, at: position)
                position += 4
                if (0xD800..<0xDC00).contains(value), position + 6 <= inner.upperBound,
                    bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
                {
                    let low = hexQuad(bytes, at: position + 2)
                    if (0xDC00..<0xE000).contains(low) {
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        position += 6
                    }
                }
                guard let scalar = Unicode.Scalar(value) else { return nil }
                unescaped.append(contentsOf: String(Character(scalar)).utf8)
            default: unescaped.append(escape)
            }
        }
        return validated(unescaped.span)
    }

    /// `utf8` as a string, or nil when it is not UTF-8: through `UTF8Span`, where the generic
    /// `String(validating:as:)` looked its generic metadata up again for every string read.
    private static func validated(_ utf8: Span<UInt8>) -> String? {
        guard let text = try? UTF8Span(validating: utf8) else { return nil }
        return String(copying: text)
    }

    private static func hexQuad(_ bytes: Span<UInt8>, at position: Int) -> UInt32 {
        (position..<(position + 4)).reduce(0) { value, index in value << 4 | UInt32(hexValue(bytes[index]) ?? 0) }
    }

    /// The value of a hex digit in a `\u` escape, as the server reads a percent-encoded byte
    /// (`Character.hexDigitValue`): escapes are rare, so no table of our own.
    static func hexValue(_ byte: UInt8) -> Int? {
        Character(UnicodeScalar(byte)).hexDigitValue
    }
}
