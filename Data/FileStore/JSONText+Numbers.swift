import Data
import Foundation

// Numbers: where one ends, as RFC 8259's grammar spells them, and the integer it spells.
extension JSONText {
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

    private func digitsEnd(from start: Int) -> Int {
        let storage = self.bytes
        let bytes = storage.span
        var position = start
        while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
        return position
    }
}
