import Foundation

// The order of ids that every store breaks ties by, apart from making ids: a new id never needs it.
extension UUID {
    /// The integer whose bytes, most significant first, are these.
    private static func integer(
        _ b0: UInt8, _ b1: UInt8, _ b2: UInt8, _ b3: UInt8, _ b4: UInt8, _ b5: UInt8, _ b6: UInt8, _ b7: UInt8
    ) -> UInt64 {
        let top = UInt64(b0) << 56 | UInt64(b1) << 48 | UInt64(b2) << 40 | UInt64(b3) << 32
        return top | UInt64(b4) << 24 | UInt64(b5) << 16 | UInt64(b6) << 8 | UInt64(b7)
    }

    /// The id's 16 bytes as two big-endian integers, the first eight bytes and the last eight,
    /// whose order is the order of `uuidString` (fixed-width upper-case hex, dashes at fixed
    /// places): the order every store breaks ties by and SQLite's text primary key sorts in,
    /// without formatting two strings per comparison.
    public var orderKey: (UInt64, UInt64) {
        let bytes = uuid
        return (
            Self.integer(bytes.0, bytes.1, bytes.2, bytes.3, bytes.4, bytes.5, bytes.6, bytes.7),
            Self.integer(bytes.8, bytes.9, bytes.10, bytes.11, bytes.12, bytes.13, bytes.14, bytes.15)
        )
    }

    /// Whether this id comes before `other` in `uuidString` order.
    public func precedes(_ other: UUID) -> Bool {
        orderKey < other.orderKey
    }
}
