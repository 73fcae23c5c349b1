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

    /// Reads a UUID string, in either case, as `UUID(uuidString:)` would (Domain's byte-level
    /// `UUID(text:)`, which every store's rows go through).
    mutating func uuid() throws(Failure) -> UUID {
        skipWhitespace()
        guard position + 38 <= bytes.count, let base = bytes.baseAddress, bytes[position] == UInt8(ascii: "\""),
            bytes[position + 37] == UInt8(ascii: "\""),
            let id = UUID(text: UnsafeBufferPointer(start: base + position + 1, count: 36))
        else { throw failure() }
        position += 38
        return id
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
