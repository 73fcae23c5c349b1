import Domain
import Foundation

// An id prefix as a range of ids, for the stores that hold their records in memory: the ids a
// prefix matches are those from the prefix padded with 0s to the prefix padded with fs, in the
// order of their 128 bits, which is `uuidString` order.

extension IDPrefix {
    /// The lowest and highest id the prefix matches, as two big-endian halves each.
    var bounds: (low: IDBits, high: IDBits) {
        var low = IDBits(high: 0, low: 0)
        var high = IDBits(high: 0, low: 0)
        for (index, digit) in digits.utf8.enumerated() {
            let value = UInt64(digit <= UInt8(ascii: "9") ? digit - UInt8(ascii: "0") : digit - UInt8(ascii: "a") + 10)
            let shift = UInt64(60 - 4 * (index % 16))
            if index < 16 {
                low.high |= value << shift
                high.high |= value << shift
            } else {
                low.low |= value << shift
                high.low |= value << shift
            }
        }
        let free = 128 - 4 * digits.utf8.count
        if free >= 64 {
            high.low = .max
            high.high |= free == 128 ? .max : (UInt64(1) << UInt64(free - 64)) - 1
        } else if free > 0 {
            high.low |= (UInt64(1) << UInt64(free)) - 1
        }
        return (low, high)
    }

    /// The digits as the value of an id's last group's leading digits, and how many bits they
    /// are, or nil when the prefix is longer than that group.
    var tail: (value: UInt64, bits: Int)? {
        guard digits.utf8.count <= Self.tailLength, let value = UInt64(digits, radix: 16) else { return nil }
        return (value, 4 * digits.utf8.count)
    }

    /// Whether `id` is one of the ids this prefix matches (`IDPrefix.matches(_:)`),
    /// without formatting its text: its bits lie within `bounds`, or it is time-ordered and its
    /// last group (the low 48 bits) starts with `tail`.
    func contains(
        _ id: UUID, within bounds: (low: IDBits, high: IDBits), tail: (value: UInt64, bits: Int)?
    ) -> Bool {
        let bits = IDBits(id)
        if bounds.low <= bits && bits <= bounds.high { return true }
        guard let tail, bits.high >> 12 & 0xF == 7 else { return false }
        return (bits.low & 0xFFFF_FFFF_FFFF) >> UInt64(48 - tail.bits) == tail.value
    }
}

/// An id's 128 bits as two big-endian integers: compared, they order ids as `uuidString` does.
struct IDBits: Comparable, Sendable {
    var high: UInt64
    var low: UInt64

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    init(_ id: UUID) {
        (high, low) = withUnsafeBytes(of: id.uuid) { bytes in
            (
                UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self)),
                UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            )
        }
    }

    static func < (left: IDBits, right: IDBits) -> Bool {
        (left.high, left.low) < (right.high, right.low)
    }
}
