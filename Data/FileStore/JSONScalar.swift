import Data
import Domain
import Foundation

/// One scalar value of a ``JSONText`` (the text well-formed there), read as `JSONDecoder` reads
/// it. What it cannot read is a ``Failure``, which the container that asked turns into the
/// `DecodingError` at its coding path: reading a record's fields builds no path unless one fails.
struct JSONScalar {
    let text: JSONText
    let value: Range<Int>

    /// Why a value cannot be read as the type asked for.
    enum Failure: Error {
        case mismatch(Any.Type, isNull: Bool)
        case unrepresentable(Any.Type, number: String)
        case invalidUTF8
        case invalidUUID

        /// The error `JSONDecoder` gives for this failure at `codingPath`.
        func decodingError(at codingPath: [any CodingKey]) -> DecodingError {
            switch self {
            case .mismatch(let type, isNull: true):
                .valueNotFound(type, .init(codingPath: codingPath, debugDescription: "Found null instead."))
            case .mismatch(let type, isNull: false):
                .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "Expected to decode \(type)."))
            case .unrepresentable(let type, let number):
                .dataCorrupted(
                    .init(codingPath: codingPath, debugDescription: "Number \(number) is not representable as \(type).")
                )
            case .invalidUTF8:
                .dataCorrupted(.init(codingPath: codingPath, debugDescription: "Invalid UTF-8 in a string."))
            case .invalidUUID:
                .dataCorrupted(
                    .init(
                        codingPath: codingPath, debugDescription: "Attempted to decode UUID from invalid UUID string."))
            }
        }
    }

    private var first: UInt8 { text.bytes.buffer[value.lowerBound] }

    var isNull: Bool { text.isLiteral("null", at: value.lowerBound) }

    func bool() throws -> Bool {
        if text.isLiteral("true", at: value.lowerBound) { return true }
        if text.isLiteral("false", at: value.lowerBound) { return false }
        throw mismatch(Bool.self)
    }

    func string() throws -> String {
        guard first == UInt8(ascii: "\"") else { throw mismatch(String.self) }
        guard let string = text.string(value) else { throw Failure.invalidUTF8 }
        return string
    }

    /// An id, read by Domain's `UUID(text:)` from the bytes between the quotes where they lie
    /// (an id with an escape is read as its text): Foundation's `UUID` decoding goes through
    /// sscanf on Linux, most of the cost of reading a record.
    func uuid() throws -> UUID {
        let (bytes, isString) = (text.bytes.buffer, first == UInt8(ascii: "\""))
        if isString, let id = UUID(text: bytes[(value.lowerBound + 1)..<(value.upperBound - 1)]) { return id }
        guard let id = UUID(text: try string()) else { throw Failure.invalidUUID }
        return id
    }

    /// A `Double` or `Float`; one that is not finite as that type (`1e400`) is unrepresentable.
    func float<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type) throws -> T {
        let number = try numberText(type)
        guard let float = T(number), float.isFinite else { throw Failure.unrepresentable(type, number: number) }
        return float
    }

    /// An integer as `JSONDecoder` reads one: written as an integer `T` holds, or as a number
    /// whose value is one (`1.0`, `1e3`); any other is unrepresentable.
    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let number = try numberText(type)
        let isWhole = !text.bytes.buffer[value].contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }
        guard let exact = isWhole ? T(number) : Double(number).flatMap({ T(exactly: $0) }) else {
            throw Failure.unrepresentable(type, number: number)
        }
        return exact
    }

    private func numberText(_ type: Any.Type) throws -> String {
        guard first == UInt8(ascii: "-") || first &- UInt8(ascii: "0") < 10 else { throw mismatch(type) }
        return text.text(value)
    }

    private func mismatch(_ type: Any.Type) -> Failure {
        .mismatch(type, isNull: isNull)
    }
}
