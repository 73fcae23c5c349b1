import Domain
import Foundation

/// One scalar value of a ``JSONText`` (the text well-formed there), read as `JSONDecoder` reads
/// it, with errors at its coding path: `parentPath` and `key`, joined only for an error, so that
/// reading a record's fields makes no path and no decoder per field.
struct JSONScalar {
    let text: JSONText
    let value: Range<Int>
    let parentPath: [any CodingKey]
    let key: (any CodingKey)?

    var codingPath: [any CodingKey] { key.map { parentPath + [$0] } ?? parentPath }

    private var first: UInt8 { text.bytes[value.lowerBound] }

    var isNull: Bool { text.isLiteral(.null, value) }

    func bool() throws -> Bool {
        if text.isLiteral(.true, value) { return true }
        if text.isLiteral(.false, value) { return false }
        throw mismatch(Bool.self)
    }

    func string() throws -> String {
        guard first == UInt8(ascii: "\"") else { throw mismatch(String.self) }
        guard let string = text.string(value) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: codingPath, debugDescription: "Invalid UTF-8 in a string."))
        }
        return string
    }

    /// An id, read by Domain's `UUID(text:)`: Foundation's `UUID` decoding goes through sscanf on
    /// Linux, most of the cost of reading a record.
    func uuid() throws -> UUID {
        guard let id = UUID(text: try string()) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: codingPath, debugDescription: "Attempted to decode UUID from invalid UUID string."))
        }
        return id
    }

    func double() throws -> Double {
        guard let double = Double(try numberText()), double.isFinite else { throw unrepresentable(Double.self) }
        return double
    }

    func float() throws -> Float {
        guard let float = Float(try numberText()), float.isFinite else { throw unrepresentable(Float.self) }
        return float
    }

    /// An integer as `JSONDecoder` reads one: written as an integer, or as a number whose value
    /// is one (`1.0`, `1e3`); any other, or one `T` cannot hold, is an error at its coding path.
    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard first == UInt8(ascii: "-") || first &- UInt8(ascii: "0") < 10 else { throw mismatch(type) }
        let isInteger = !text.bytes[value].contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }
        if isInteger {
            if let whole = text.int64(value), let exact = T(exactly: whole) { return exact }
        } else if let double = Double(text.text(value)), let exact = T(exactly: double) {
            return exact
        }
        throw unrepresentable(type)
    }

    private func numberText() throws -> String {
        guard first == UInt8(ascii: "-") || first &- UInt8(ascii: "0") < 10 else { throw mismatch(Double.self) }
        return text.text(value)
    }

    private func unrepresentable(_ type: Any.Type) -> DecodingError {
        .dataCorrupted(
            .init(
                codingPath: codingPath, debugDescription: "Number \(text.text(value)) is not representable as \(type).")
        )
    }

    private func mismatch(_ type: Any.Type) -> DecodingError {
        if isNull {
            return .valueNotFound(type, .init(codingPath: codingPath, debugDescription: "Found null instead."))
        }
        return .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "Expected to decode \(type)."))
    }
}
