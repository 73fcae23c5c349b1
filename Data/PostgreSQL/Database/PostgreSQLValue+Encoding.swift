import Data
import Foundation

extension PostgreSQLValue {
    /// Appends the binary form of this value as `type` expects it and returns true; returns
    /// false, appending nothing, when there is no exact binary form (the caller then sends the
    /// text form, or refuses the value). NULL has no bytes and is never encoded here.
    ///
    /// Integers narrow only when they fit: `.int64(1 << 40)` for an `integer` column is sent as
    /// text, so that the server reports the overflow with its own SQLSTATE (22003).
    func appendBinary(to buffer: inout [UInt8], as type: PostgreSQLType) -> Bool {
        switch (self, type) {
        case (.bool(let value), .bool):
            buffer.append(value ? 1 : 0)
        case (.int32(let value), _):
            return PostgreSQLValue.int64(Int64(value)).appendBinary(to: &buffer, as: type)
        case (.int64(let value), .int8):
            buffer.appendBigEndian(value)
        case (.int64(let value), .int4):
            guard let narrow = Int32(exactly: value) else { return false }
            buffer.appendBigEndian(narrow)
        case (.int64(let value), .int2):
            guard let narrow = Int16(exactly: value) else { return false }
            buffer.appendBigEndian(narrow)
        case (.double(let value), .float8):
            buffer.appendBigEndian(value.bitPattern)
        case (.double(let value), .float4):
            buffer.appendBigEndian(Float(value).bitPattern)
        case (.text(let value), let type) where type.isText || type == .unspecified:
            buffer.append(contentsOf: value.utf8)
        case (.uuid(let value), .uuid):
            withUnsafeBytes(of: value.uuid) { buffer.append(contentsOf: $0) }
        default:
            return false
        }
        return true
    }

    /// The text form PostgreSQL parses for any type: what is sent when no binary form fits.
    var textForm: String? {
        switch self {
        case .null: nil
        case .bool(let value): value ? "t" : "f"
        case .int32(let value): String(value)
        case .int64(let value): String(value)
        case .double(let value):
            value.isNaN ? "NaN" : value.isInfinite ? (value < 0 ? "-Infinity" : "Infinity") : "\(value)"
        case .text(let value): value
        case .uuid(let value): value.uuidString
        }
    }
}

extension [UInt8] {
    /// Appends `value` in network byte order, as the binary formats want every integer.
    @inline(__always)
    mutating func appendBigEndian<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}
