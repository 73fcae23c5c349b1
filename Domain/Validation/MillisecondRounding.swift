import Foundation

/// A value whose times can be rounded to the millisecond, as every store keeps them: a `Date`,
/// and an optional or an array of one, so that an entity rounds each time field with the same
/// line (`due.roundedToMilliseconds`) whatever its shape.
public protocol MillisecondRounding {
    /// This value with every time in it rounded to the millisecond.
    var roundedToMilliseconds: Self { get }
}

extension Date: MillisecondRounding {}

extension Optional: MillisecondRounding where Wrapped: MillisecondRounding {
    /// The value rounded to the millisecond, or nil.
    public var roundedToMilliseconds: Self { map(\.roundedToMilliseconds) }
}

extension Array: MillisecondRounding where Element: MillisecondRounding {
    /// Every element rounded to the millisecond.
    public var roundedToMilliseconds: Self { map(\.roundedToMilliseconds) }
}
