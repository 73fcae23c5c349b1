import Data
import Domain
import Foundation

/// A Swift type a column can be read as, from either wire format. The value's bytes come as
/// any collection: the readers hand over libpq's own, and only they hold its pointers.
///
/// `decode` returns nil when the bytes are not a value of this type (a wrong width, text that
/// does not parse, a type it cannot come from); the result turns that into a `.decoding` error
/// naming the column.
package protocol PostgreSQLDecodable {
    /// The value in `bytes`, sent as `type` in `format`; nil when it is not one.
    static func decode(_ bytes: some Collection<UInt8>, type: PostgreSQLType, format: PostgreSQLFormat) -> Self?
}

extension Int64: PostgreSQLDecodable {
    package static func decode(
        _ bytes: some Collection<UInt8>, type: PostgreSQLType, format: PostgreSQLFormat
    ) -> Int64? {
        guard format == .binary else { return Int64(String(decoding: bytes, as: UTF8.self)) }
        switch (type, bytes.count) {
        case (.int8, 8): return Int64(bitPattern: bytes.bigEndianValue)
        case (.int4, 4): return Int64(Int32(truncatingIfNeeded: bytes.bigEndianValue))
        case (.int2, 2): return Int64(Int16(truncatingIfNeeded: bytes.bigEndianValue))
        default: return nil
        }
    }
}

extension Int32: PostgreSQLDecodable {
    package static func decode(
        _ bytes: some Collection<UInt8>, type: PostgreSQLType, format: PostgreSQLFormat
    ) -> Int32? {
        Int64.decode(bytes, type: type, format: format).flatMap { Int32(exactly: $0) }
    }
}

extension Int: PostgreSQLDecodable {
    package static func decode(_ bytes: some Collection<UInt8>, type: PostgreSQLType, format: PostgreSQLFormat) -> Int?
    {
        Int64.decode(bytes, type: type, format: format).flatMap { Int(exactly: $0) }
    }
}

extension Bool: PostgreSQLDecodable {
    package static func decode(_ bytes: some Collection<UInt8>, type: PostgreSQLType, format: PostgreSQLFormat) -> Bool?
    {
        if format == .binary {
            guard type == .bool, bytes.count == 1 else { return nil }
            return bytes.first != 0
        }
        switch String(decoding: bytes, as: UTF8.self) {
        case "t", "true": return true
        case "f", "false": return false
        default: return nil
        }
    }
}

extension Double: PostgreSQLDecodable {
    package static func decode(
        _ bytes: some Collection<UInt8>, type: PostgreSQLType, format: PostgreSQLFormat
    ) -> Double? {
        guard format == .binary else { return Double(String(decoding: bytes, as: UTF8.self)) }
        switch (type, bytes.count) {
        case (.float8, 8): return Double(bitPattern: bytes.bigEndianValue)
        case (.float4, 4): return Double(Float(bitPattern: UInt32(truncatingIfNeeded: bytes.bigEndianValue)))
        default: return Int64.decode(bytes, type: type, format: format).map(Double.init)
        }
    }
}

extension String: PostgreSQLDecodable {
    /// Any column in the text format, and text-like columns in the binary one (whose bytes are
    /// the same UTF-8). Invalid UTF-8 cannot arrive: the connection's encoding is UTF8.
    package static func decode(
        _ bytes: some Collection<UInt8>, type: PostgreSQLType, format: PostgreSQLFormat
    ) -> String? {
        guard format == .text || type.isText else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension UUID: PostgreSQLDecodable {
    /// A `uuid` column in either format, or a text column holding a UUID's 36 characters.
    package static func decode(_ bytes: some Collection<UInt8>, type: PostgreSQLType, format: PostgreSQLFormat) -> UUID?
    {
        if format == .binary && type == .uuid {
            guard bytes.count == 16 else { return nil }
            var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &value) { $0.copyBytes(from: bytes) }
            return UUID(uuid: value)
        }
        guard format == .text || type.isText else { return nil }
        return UUID(text: bytes)
    }
}

extension Collection<UInt8> {
    /// The bytes as one unsigned integer in network order (big-endian), as PostgreSQL's binary
    /// format sends integers and floating-point bit patterns; at most eight bytes.
    fileprivate var bigEndianValue: UInt64 {
        reduce(0) { value, byte in value << 8 | UInt64(byte) }
    }
}
