import Domain
import Foundation

/// Reads the store's JSON straight from its bytes into records, the twin of ``JSONWriter``:
/// opening a store of 100,000 todos with `JSONDecoder` cost seconds, most of it building and
/// walking a generic tree of values that the records then copy out of.
///
/// It reads standard JSON (any key order, any whitespace, every escape) but reports nothing
/// itself: any flaw, or anything it does not read (a number with a fraction for an integer, an
/// escaped key), is a bare ``Failure``, on which the caller decodes the same bytes with the
/// `Codable` path, which either reads them too or names the line, byte and coding path of the
/// flaw exactly as before. So the fast path can never change what a file means or what an error
/// says.
struct JSONReader {
    /// The bytes could not be read by this reader; where it stopped.
    struct Failure: Error {
        let offset: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var position = 0

    /// A reader at the start of `bytes`, which must outlive it.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// A failure at the current position.
    func failure() -> Failure {
        Failure(offset: position)
    }

    /// Reads an object, calling `member` with each key; `member` must read the key's value.
    mutating func members(_ member: (inout JSONReader, Key) throws(Failure) -> Void) throws(Failure) {
        try expect(UInt8(ascii: "{"))
        if consume(UInt8(ascii: "}")) { return }
        repeat {
            let key = try key()
            try expect(UInt8(ascii: ":"))
            try member(&self, key)
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"))
    }

    /// Reads an array, calling `element` to read each of its values.
    mutating func elements(_ element: (inout JSONReader) throws(Failure) -> Void) throws(Failure) {
        try expect(UInt8(ascii: "["))
        if consume(UInt8(ascii: "]")) { return }
        repeat {
            try element(&self)
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "]"))
    }

    /// Reads `null` if it comes next; false, reading nothing, otherwise.
    mutating func null() -> Bool {
        skipWhitespace()
        guard matches("null") else { return false }
        position += 4
        return true
    }

    /// Reads `true` or `false`.
    mutating func bool() throws(Failure) -> Bool {
        skipWhitespace()
        if matches("true") {
            position += 4
            return true
        }
        guard matches("false") else { throw failure() }
        position += 5
        return false
    }

    /// Reads an integer written without fraction or exponent, as the store writes them.
    mutating func int64() throws(Failure) -> Int64 {
        skipWhitespace()
        let negative = consumeByte(UInt8(ascii: "-"))
        let start = position
        var magnitude: UInt64 = 0
        while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 {
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(bytes[position] &- UInt8(ascii: "0")))
            guard !overflow1, !overflow2 else { throw failure() }
            magnitude = sum
            position += 1
        }
        let digits = position - start
        guard digits > 0, digits == 1 || bytes[start] != UInt8(ascii: "0") else { throw failure() }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") || bytes[position] | 0x20 == UInt8(ascii: "e") {
            throw failure()
        }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { throw failure() }
            return magnitude == UInt64(Int64.max) + 1 ? .min : -Int64(magnitude)
        }
        guard magnitude <= UInt64(Int64.max) else { throw failure() }
        return Int64(magnitude)
    }

    /// Reads an integer that fits an `Int`.
    mutating func int() throws(Failure) -> Int {
        let value = try int64()
        guard let int = Int(exactly: value) else { throw failure() }
        return int
    }

    /// Reads a string, unescaping it; bytes that are not UTF-8 are a failure, as for `JSONDecoder`.
    mutating func string() throws(Failure) -> String {
        skipWhitespace()
        try expect(UInt8(ascii: "\""))
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                position += 1
                guard let text else { throw failure() }
                return text
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            guard byte >= 0x20 else { throw failure() }
            position += 1
        }
        throw failure()
    }

    /// Reads a UUID string, in either case, as `UUID(uuidString:)` would.
    mutating func uuid() throws(Failure) -> UUID {
        skipWhitespace()
        guard position + 38 <= bytes.count, bytes[position] == UInt8(ascii: "\""),
            bytes[position + 37] == UInt8(ascii: "\"")
        else { throw failure() }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let parsed = withUnsafeMutableBytes(of: &value) { values in
            var index = position + 1
            for byteIndex in 0..<16 {
                if byteIndex == 4 || byteIndex == 6 || byteIndex == 8 || byteIndex == 10 {
                    guard bytes[index] == UInt8(ascii: "-") else { return false }
                    index += 1
                }
                guard let high = Self.hexValue(bytes[index]), let low = Self.hexValue(bytes[index + 1]) else {
                    return false
                }
                values[byteIndex] = high << 4 | low
                index += 2
            }
            return true
        }
        guard parsed else { throw failure() }
        position += 38
        return UUID(uuid: value)
    }

    /// Reads one value with its `Decodable` conformance, for records that have no reader of their
    /// own (a generated entity's): slower, but the same meaning.
    mutating func decode<Value: Decodable>(_ type: Value.Type) throws(Failure) -> Value {
        skipWhitespace()
        let start = position
        try skipValue()
        let value = Data(UnsafeBufferPointer(rebasing: bytes[start..<position]))
        guard let decoded = try? JSONDecoder().decode(Value.self, from: value) else { throw Failure(offset: start) }
        return decoded
    }

    /// Reads past one value of any kind.
    mutating func skipValue() throws(Failure) {
        skipWhitespace()
        guard position < bytes.count else { throw failure() }
        switch bytes[position] {
        case UInt8(ascii: "{"): try members { reader, _ throws(Failure) in try reader.skipValue() }
        case UInt8(ascii: "["): try elements { reader throws(Failure) in try reader.skipValue() }
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
        case UInt8(ascii: "n"): guard null() else { throw failure() }
        default: _ = try int64()
        }
    }

    /// Checks that nothing but whitespace follows.
    mutating func end() throws(Failure) {
        skipWhitespace()
        guard position == bytes.count else { throw failure() }
    }

    /// An object's key, unescaped keys only (the store writes no other).
    struct Key {
        fileprivate let bytes: UnsafeBufferPointer<UInt8>

        /// True when the key is `name`.
        func `is`(_ name: StaticString) -> Bool {
            name.utf8CodeUnitCount == bytes.count
                && name.withUTF8Buffer { name in name.elementsEqual(bytes) }
        }

        /// The key as text.
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    private mutating func key() throws(Failure) -> Key {
        skipWhitespace()
        try expect(UInt8(ascii: "\""))
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            guard bytes[position] != UInt8(ascii: "\\"), bytes[position] >= 0x20 else { throw failure() }
            position += 1
        }
        guard position < bytes.count else { throw failure() }
        let key = Key(bytes: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        position += 1
        return key
    }

    /// The rest of a string that holds an escape, from its first byte at `start`.
    private mutating func escapedString(from start: Int) throws(Failure) -> String {
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
    private mutating func unicodeEscape() throws(Failure) -> [UInt8] {
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

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        guard position + 4 <= bytes.count else { throw failure() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Self.hexValue(bytes[position]) else { throw failure() }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private mutating func expect(_ byte: UInt8) throws(Failure) {
        guard consume(byte) else { throw failure() }
    }

    /// Reads `byte` after any whitespace if it comes next.
    private mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        return consumeByte(byte)
    }

    private mutating func consumeByte(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private func matches(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return word.withUTF8Buffer { word in word.elementsEqual(bytes[position..<position + count]) }
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }
}

extension JSONReader {
    /// Reads a time in milliseconds within `Date.storableMilliseconds`; one outside it is a
    /// failure, so that the `Codable` path names the record and the field.
    mutating func storedTime() throws(Failure) -> Int64 {
        let milliseconds = try int64()
        guard Date.storableMilliseconds.contains(milliseconds) else { throw failure() }
        return milliseconds
    }
}
