import Data
import Domain
import Foundation

/// One value of a ``JSONText`` read as a scalar, as `JSONDecoder` reads it: an object's member
/// (`key` under `decoder`) or a value of its own (`key` nil). Reading a record's fields this
/// way builds no decoder and no coding path per field; the path is built only for an error.
struct JSONScalar: SingleValueDecodingContainer {
    let decoder: ValueDecoder
    let key: (any CodingKey)?
    let value: Range<Int>
    /// The decoder's text, held here too: reached through the decoder, it was one more retain
    /// and release around every byte looked at.
    private let text: JSONText

    init(decoder: ValueDecoder, key: (any CodingKey)?, value: Range<Int>) {
        self.decoder = decoder
        self.key = key
        self.value = value
        text = decoder.text
    }

    var codingPath: [any CodingKey] { decoder.codingPath + (key.map { [$0] } ?? []) }

    private var first: UInt8 { value.isEmpty ? 0 : text.buffer[value.lowerBound] }

    func decodeNil() -> Bool { text.isLiteral("null", at: value.lowerBound) }

    func decode(_ type: Bool.Type) throws -> Bool {
        if text.isLiteral("true", at: value.lowerBound) { return true }
        if text.isLiteral("false", at: value.lowerBound) { return false }
        throw mismatch(type)
    }

    func decode(_ type: String.Type) throws -> String {
        guard first == UInt8(ascii: "\"") else { throw mismatch(type) }
        guard let string = text.string(value) else { throw corrupted("Invalid UTF-8 in a string.") }
        return string
    }

    func decode(_ type: Double.Type) throws -> Double { try float(type) }
    func decode(_ type: Float.Type) throws -> Float { try float(type) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    /// An id, a string or a Boolean read where it lies (a record's fields come here when read
    /// through a generic helper, which asks for `T.self` even for a `String`); anything else by
    /// its own `Decodable` conformance.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if type == UUID.self, let id = try uuid() as? T { return id }
        if type == String.self, let text = try decode(String.self) as? T { return text }
        if type == Bool.self, let flag = try decode(Bool.self) as? T { return flag }
        return try T(from: key.map { decoder.child(value.lowerBound, end: value.upperBound, $0) } ?? decoder)
    }

    /// An id, read by Domain's `UUID(text:)` from the bytes between the quotes where they lie
    /// (an id with an escape is read as its text): Foundation's `UUID` decoding goes through
    /// sscanf on Linux, most of the cost of reading a record.
    private func uuid() throws -> UUID {
        let bytes = text.buffer
        if first == UInt8(ascii: "\""), let id = UUID(text: bytes[(value.lowerBound + 1)..<(value.upperBound - 1)]) {
            return id
        }
        guard let id = UUID(text: try decode(String.self)) else {
            throw corrupted("Attempted to decode UUID from invalid UUID string.")
        }
        return id
    }

    /// A `Double` or `Float`; one that is not finite as that type (`1e400`) is unrepresentable.
    private func float<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type) throws -> T {
        let number = try numberText(type)
        guard let float = T(number), float.isFinite else { throw unrepresentable(number, type) }
        return float
    }

    /// An integer as `JSONDecoder` reads one: written as an integer `T` holds, or as a number
    /// whose value is one (`1.0`, `1e3`); any other is unrepresentable.
    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let number = try numberText(type)
        let isWhole = !text.buffer[value].contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }
        guard let exact = isWhole ? T(number) : Double(number).flatMap({ T(exactly: $0) }) else {
            throw unrepresentable(number, type)
        }
        return exact
    }

    private func numberText(_ type: Any.Type) throws -> String {
        guard first == UInt8(ascii: "-") || first &- UInt8(ascii: "0") < 10 else { throw mismatch(type) }
        return text.text(value)
    }

    /// The error for a value that is not the `expected` kind: `null`, or another kind.
    func mismatch(_ type: Any.Type, _ expected: String? = nil) -> DecodingError {
        if decodeNil() {
            return .valueNotFound(type, .init(codingPath: codingPath, debugDescription: "Found null instead."))
        }
        let description = "Expected to decode \(expected ?? "\(type)")."
        return .typeMismatch(type, .init(codingPath: codingPath, debugDescription: description))
    }

    private func unrepresentable(_ number: String, _ type: Any.Type) -> DecodingError {
        corrupted("Number \(number) is not representable as \(type).")
    }

    private func corrupted(_ description: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: description))
    }
}
