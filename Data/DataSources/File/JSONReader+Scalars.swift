import Domain
import Foundation

// The scalar values of the store's JSON: literals, integers, stored times and UUIDs.
extension JSONReader {
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
        // Up to 19 digits cannot overflow: those are read without checking, as every time and
        // rank the store writes is; a longer number goes on through the checked loop.
        let unchecked = min(bytes.count, position + 19)
        while position < unchecked, bytes[position] &- UInt8(ascii: "0") < 10 {
            magnitude = magnitude &* 10 &+ UInt64(bytes[position] &- UInt8(ascii: "0"))
            position += 1
        }
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

    /// Reads a UUID string, in either case, as `UUID(uuidString:)` would.
    mutating func uuid() throws(Failure) -> UUID {
        skipWhitespace()
        guard position + 38 <= bytes.count, let base = bytes.baseAddress, bytes[position] == UInt8(ascii: "\""),
            bytes[position + 37] == UInt8(ascii: "\"")
        else { throw failure() }
        let text = base + position + 1
        guard text[8] == UInt8(ascii: "-"), text[13] == UInt8(ascii: "-"), text[18] == UInt8(ascii: "-"),
            text[23] == UInt8(ascii: "-")
        else { throw failure() }
        // The 32 hex digits as two 64-bit halves, each group in a loop of fixed length that the
        // compiler unrolls; a byte that is no digit sets a high bit in `invalid`, checked once.
        var invalid: UInt8 = 0
        var high: UInt64 = 0
        var low: UInt64 = 0
        for offset in 0..<8 { Self.append(text[offset], to: &high, invalid: &invalid) }
        for offset in 9..<13 { Self.append(text[offset], to: &high, invalid: &invalid) }
        for offset in 14..<18 { Self.append(text[offset], to: &high, invalid: &invalid) }
        for offset in 19..<23 { Self.append(text[offset], to: &low, invalid: &invalid) }
        for offset in 24..<36 { Self.append(text[offset], to: &low, invalid: &invalid) }
        guard invalid & 0xF0 == 0 else { throw failure() }
        position += 38
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &value) { raw in
            raw.storeBytes(of: high.bigEndian, toByteOffset: 0, as: UInt64.self)
            raw.storeBytes(of: low.bigEndian, toByteOffset: 8, as: UInt64.self)
        }
        return UUID(uuid: value)
    }

    /// Shifts the hex digit `byte` (either case) into `value`; when `byte` is not one, `invalid`
    /// gets a bit above its low four.
    @inline(__always)
    private static func append(_ byte: UInt8, to value: inout UInt64, invalid: inout UInt8) {
        let decimal = byte &- UInt8(ascii: "0")
        let letter = (byte | 0x20) &- UInt8(ascii: "a")
        let nibble = decimal < 10 ? decimal : (letter < 6 ? letter &+ 10 : 0xFF)
        invalid |= nibble
        value = value << 4 | UInt64(nibble & 0x0F)
    }

    /// Reads a time in milliseconds within `Date.storableMilliseconds`; one outside it is a
    /// failure, so that the `Codable` path names the record and the field.
    mutating func storedTime() throws(Failure) -> Int64 {
        let milliseconds = try int64()
        guard Date.storableMilliseconds.contains(milliseconds) else { throw failure() }
        return milliseconds
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
