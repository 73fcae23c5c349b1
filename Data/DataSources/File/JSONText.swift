import Foundation

/// The bytes of one JSON text, and the scanning ``FileStoreDecoder`` does over them: where a
/// value ends, an object's members, and each kind of scalar. Strict as RFC 8259 is (no trailing
/// comma, no control character in a string, numbers as its grammar spells them), so that the
/// decoder refuses what `JSONDecoder` refuses; a flaw is a ``Flaw`` at its byte, which the store
/// then words and locates with `JSONSyntaxCheck`, as for any decoding failure.
final class JSONText {
    /// The text is not well-formed at `offset`.
    struct Flaw: Error {
        let offset: Int
    }

    /// One member of an object: where its key's token (quotes included) and its value lie.
    struct Member {
        let key: Range<Int>
        /// Whether the key holds an escape, so that it must be read to be compared.
        let keyIsEscaped: Bool
        let value: Range<Int>
    }

    let bytes: [UInt8]
    /// Where each array scanned so far ends, by where it starts: an array of records is skipped
    /// once, when the object that holds it is scanned, not again when it is read.
    private var arrayEnds: [Int: Int] = [:]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    // The scanning functions read `bytes` through a `Span` of a local copy (one retain): indexing
    // the class's array itself retained and released its storage around every byte read.

    /// The first byte at or after `position` that is not whitespace.
    func skipWhitespace(from position: Int) -> Int {
        let storage = self.bytes
        let bytes = storage.span
        var position = position
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return position
            }
        }
        return position
    }

    /// Where the value that starts at `start` (whitespace skipped) ends.
    func valueEnd(from start: Int) throws(Flaw) -> Int {
        guard start < bytes.count else { throw Flaw(offset: start) }
        switch bytes[start] {
        case UInt8(ascii: "{"): return try members(from: start).end
        case UInt8(ascii: "["): return try arrayEnd(from: start)
        case UInt8(ascii: "\""): return try stringEnd(from: start).end
        case UInt8(ascii: "t"): return try literalEnd(.true, from: start)
        case UInt8(ascii: "f"): return try literalEnd(.false, from: start)
        case UInt8(ascii: "n"): return try literalEnd(.null, from: start)
        default: return try numberEnd(from: start)
        }
    }

    /// The members of the object that starts at `start`, and where it ends.
    func members(from start: Int) throws(Flaw) -> (members: [Member], end: Int) {
        let storage = self.bytes
        let bytes = storage.span
        var members: [Member] = []
        var position = skipWhitespace(from: start + 1)
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") { return ([], position + 1) }
        while true {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw Flaw(offset: position) }
            let keyStart = position
            let (keyEnd, keyIsEscaped) = try stringEnd(from: keyStart)
            position = skipWhitespace(from: keyEnd)
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw Flaw(offset: position) }
            let valueStart = skipWhitespace(from: position + 1)
            let valueEnd = try valueEnd(from: valueStart)
            members.append(Member(key: keyStart..<keyEnd, keyIsEscaped: keyIsEscaped, value: valueStart..<valueEnd))
            position = skipWhitespace(from: valueEnd)
            guard position < bytes.count else { throw Flaw(offset: position) }
            if bytes[position] == UInt8(ascii: "}") { return (members, position + 1) }
            guard bytes[position] == UInt8(ascii: ",") else { throw Flaw(offset: position) }
            position = skipWhitespace(from: position + 1)
        }
    }

    /// Where the element after `position` (past `[` or past the previous element) starts, or nil
    /// when the array closes there; `end` is then past the `]`.
    func nextElement(after position: Int, isFirst: Bool) throws(Flaw) -> (start: Int?, end: Int) {
        let storage = self.bytes
        let bytes = storage.span
        var position = skipWhitespace(from: position)
        guard position < bytes.count else { throw Flaw(offset: position) }
        if bytes[position] == UInt8(ascii: "]") { return (nil, position + 1) }
        if !isFirst {
            guard bytes[position] == UInt8(ascii: ",") else { throw Flaw(offset: position) }
            position = skipWhitespace(from: position + 1)
            // A trailing comma: `[1,]`.
            guard position < bytes.count, bytes[position] != UInt8(ascii: "]") else { throw Flaw(offset: position) }
        }
        return (position, position)
    }

    private func arrayEnd(from start: Int) throws(Flaw) -> Int {
        if let end = arrayEnds[start] { return end }
        var (element, end) = try nextElement(after: start + 1, isFirst: true)
        while let elementStart = element {
            (element, end) = try nextElement(after: try valueEnd(from: elementStart), isFirst: false)
        }
        arrayEnds[start] = end
        return end
    }

    /// Where the string token that starts at `start` ends, and whether it holds an escape.
    func stringEnd(from start: Int) throws(Flaw) -> (end: Int, isEscaped: Bool) {
        let storage = self.bytes
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
        var isEscaped = false
        var isASCII = true
        let storage = bytes
        let span = storage.span
        for index in inner {
            let byte = span[index]
            if byte == UInt8(ascii: "\\") { isEscaped = true }
            if byte >= 0x80 { isASCII = false }
        }
        // ASCII is UTF-8 as it stands: most texts (ids, titles) need no validation.
        if isASCII, !isEscaped { return String(decoding: bytes[inner], as: UTF8.self) }
        guard isEscaped else { return String(validating: bytes[inner], as: UTF8.self) }
        return unescaped(inner)
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
        return String(validating: unescaped, as: UTF8.self)
    }

    /// Where the number that starts at `start` ends, as RFC 8259's grammar spells numbers.
    func numberEnd(from start: Int) throws(Flaw) -> Int {
        let storage = self.bytes
        let bytes = storage.span
        var position = start
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        position = digitsEnd(from: position)
        let integerDigits = position - integerStart
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
            throw Flaw(offset: integerStart)
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            let fraction = position + 1
            position = digitsEnd(from: fraction)
            guard position > fraction else { throw Flaw(offset: position) }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            let exponent = position
            position = digitsEnd(from: exponent)
            guard position > exponent else { throw Flaw(offset: position) }
        }
        return position
    }

    /// The number `range` spells, when it is an integer without fraction or exponent that fits
    /// an `Int64`; nil otherwise (the caller then reads it as a `Double`).
    func int64(_ range: Range<Int>) -> Int64? {
        let storage = self.bytes
        let bytes = storage.span
        var position = range.lowerBound
        let negative = bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        var magnitude: UInt64 = 0
        while position < range.upperBound {
            let digit = bytes[position] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit))
            guard !overflow1, !overflow2 else { return nil }
            magnitude = sum
            position += 1
        }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
            return magnitude == UInt64(Int64.max) + 1 ? .min : -Int64(magnitude)
        }
        return Int64(exactly: magnitude)
    }

    /// The text of `range`, e.g. a number's.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether the value at `range` is the literal `word`.
    func isLiteral(_ word: Literal, _ range: Range<Int>) -> Bool {
        let storage = self.bytes
        let bytes = storage.span
        let word = word.bytes
        guard range.count == word.count, range.upperBound <= bytes.count else { return false }
        for index in word.indices where bytes[range.lowerBound + index] != word[index] {
            return false
        }
        return true
    }

    /// The three words JSON has.
    enum Literal {
        case `true`, `false`, null

        static let trueBytes = Array("true".utf8)
        static let falseBytes = Array("false".utf8)
        static let nullBytes = Array("null".utf8)

        var bytes: [UInt8] {
            switch self {
            case .true: Self.trueBytes
            case .false: Self.falseBytes
            case .null: Self.nullBytes
            }
        }
    }

    /// Whether the key token `key` (quotes included) is `name`.
    func key(_ key: Range<Int>, is name: String) -> Bool {
        let storage = self.bytes
        let bytes = storage.span
        let utf8 = name.utf8
        guard utf8.count == key.count - 2 else { return false }
        var position = key.lowerBound + 1
        for byte in utf8 {
            guard bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }

    private func literalEnd(_ word: Literal, from start: Int) throws(Flaw) -> Int {
        let end = start + word.bytes.count
        guard end <= bytes.count, isLiteral(word, start..<end) else { throw Flaw(offset: start) }
        return end
    }

    private func digitsEnd(from start: Int) -> Int {
        let storage = self.bytes
        let bytes = storage.span
        var position = start
        while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
        return position
    }

    private func hexQuad(at position: Int) -> UInt32 {
        (position..<(position + 4)).reduce(0) { value, index in value << 4 | UInt32(Self.hexValue(bytes[index]) ?? 0) }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
