import Foundation

/// How a sort compares one field, for every field type a generated entity may have: `-1`, `0` or
/// `1`, ascending. The stores translate the same meaning (SQLite orders text with the same
/// ignoring-case collation, UUIDs as upper-case text, Bool as 0 and 1).
public enum FieldOrder {
    /// Numbers and dates in their natural order.
    public static func compare<T: Comparable>(_ lhs: T, _ rhs: T) -> Int {
        lhs < rhs ? -1 : (lhs == rhs ? 0 : 1)
    }

    /// Text ignoring case, as ``TextMatching/compareIgnoringCase(_:_:)``.
    public static func compare(_ lhs: String, _ rhs: String) -> Int {
        TextMatching.compareIgnoringCase(lhs, rhs)
    }

    /// `false` before `true`.
    public static func compare(_ lhs: Bool, _ rhs: Bool) -> Int {
        compare(lhs ? 1 : 0, rhs ? 1 : 0)
    }

    /// By the upper-case text, the order ties are broken by.
    public static func compare(_ lhs: UUID, _ rhs: UUID) -> Int {
        lhs == rhs ? 0 : (lhs.precedes(rhs) ? -1 : 1)
    }
}
