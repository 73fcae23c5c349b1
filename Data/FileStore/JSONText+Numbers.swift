import Data
import Foundation

// Numbers: where one ends, as RFC 8259's grammar spells them.
extension JSONText {
    /// Where the number that starts at `start` ends, as RFC 8259's grammar spells numbers.
    func numberEnd(from start: Int) throws(Flaw) -> Int {
        let storage = self.bytes.buffer
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

    private func digitsEnd(from start: Int) -> Int {
        let storage = self.bytes.buffer
        let bytes = storage.span
        var position = start
        while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
        return position
    }
}
