import Foundation

extension Date {
    /// Whole milliseconds since 1970-01-01T00:00:00Z: the precision every store keeps.
    ///
    /// Stores write this integer, so a time read back is equal to the time written.
    public var millisecondsSince1970: Int64 {
        Int64((timeIntervalSince1970 * 1000).rounded())
    }

    /// The time `milliseconds` after 1970-01-01T00:00:00Z.
    public init(millisecondsSince1970 milliseconds: Int64) {
        self.init(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// This time rounded to the millisecond, as a store would give it back.
    public var roundedToMilliseconds: Date {
        Date(millisecondsSince1970: millisecondsSince1970)
    }
}
