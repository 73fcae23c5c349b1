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

    private var first: UInt8 { text.bytes[value.lowerBound] }

    var isNull: Bool { text.isLiteral(.null, value) }

    func bool() throws -> Bool {
        if text.isLiteral(.true, value) { return true }
        if text.isLiteral(.false, value) { return false }
        throw mismatch(Bool.self)
    }

    func string() throws -> String {
        guard first == UInt8(ascii: "\"") else { throw mismatch(String.self) }
        guard let string = text.string(value) else { throw Failure.invalidUTF8 }
        return string
    }

    /// An id, read from the digits between the quotes where they lie (an id with an escape is
    /// read as its text by Domain's `UUID(text:)`). Domain's reader walks any collection
    /// generically and then `sscanf`s a string; reading 100,000 ids through it was 44% of opening
    /// a store of 100,000 todos (a profile of `demo todo list`), reading them here 3.7%.
    func uuid() throws -> UUID {
        let isString = first == UInt8(ascii: "\"")
        if isString, let id = Self.uuid(text.bytes[(value.lowerBound + 1)..<(value.upperBound - 1)]) { return id }
        guard let id = UUID(text: try string()) else { throw Failure.invalidUUID }
        return id
    }

    /// The id `digits` spell, when they are exactly 8-4-4-4-12 hex digits in either case, as
    /// Domain's `UUID(text:)` requires; nil otherwise.
    private static func uuid(_ digits: ArraySlice<UInt8>) -> UUID? {
        guard digits.count == UUID.textLength else { return nil }
        var halves: (high: UInt64, low: UInt64) = (0, 0)
        var count = 0
        for (offset, byte) in zip(0..., digits) {
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard let digit = JSONText.hexValue(byte) else { return nil }
            if count < 16 {
                halves.high = halves.high << 4 | UInt64(digit)
            } else {
                halves.low = halves.low << 4 | UInt64(digit)
            }
            count += 1
        }
        func byte(_ half: UInt64, _ index: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: half >> (56 - 8 * index)) }
        let (high, low) = halves
        return UUID(
            uuid: (
                byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5),
                byte(high, 6), byte(high, 7), byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3),
                byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
            ))
    }

    /// A `Double` or `Float`; one that is not finite as that type (`1e400`) is unrepresentable.
    func float<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type) throws -> T {
        guard let number = T(try numberText(type)), number.isFinite else {
            throw Failure.unrepresentable(type, number: text.text(value))
        }
        return number
    }

    /// An integer as `JSONDecoder` reads one: written as an integer, or as a number whose value
    /// is one (`1.0`, `1e3`); any other, or one `T` cannot hold, is unrepresentable.
    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard first == UInt8(ascii: "-") || first &- UInt8(ascii: "0") < 10 else { throw mismatch(type) }
        let isInteger = !text.bytes[value].contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }
        if isInteger {
            if let whole = text.int64(value), let exact = T(exactly: whole) { return exact }
        } else if let double = Double(text.text(value)), let exact = T(exactly: double) {
            return exact
        }
        throw Failure.unrepresentable(type, number: text.text(value))
    }

    private func numberText(_ type: Any.Type) throws -> String {
        guard first == UInt8(ascii: "-") || first &- UInt8(ascii: "0") < 10 else { throw mismatch(type) }
        return text.text(value)
    }

    private func mismatch(_ type: Any.Type) -> Failure {
        .mismatch(type, isNull: isNull)
    }
}
