import Foundation

extension UUID {
    /// The id's 16 bytes as two big-endian integers, whose order is the order of `uuidString`
    /// (fixed-width upper-case hex, dashes at fixed places): the order every store breaks ties
    /// by and SQLite's text primary key sorts in, without formatting two strings per comparison.
    public var orderKey: (UInt64, UInt64) {
        halves
    }

    /// Whether this id comes before `other` in `uuidString` order.
    public func precedes(_ other: UUID) -> Bool {
        orderKey < other.orderKey
    }
}
