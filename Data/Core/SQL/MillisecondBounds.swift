import Domain
import Foundation

/// Turns a query's time bound (any `Date`) into the integer milliseconds the `due_date` column
/// compares with, so that SQL selects exactly what Domain's `Date` comparison selects even when
/// the bound is not a whole millisecond.
enum MillisecondBounds {
    /// The smallest stored time `k` with `Date(millisecondsSince1970: k) >= date`: a stored
    /// `due < date` exactly when `due_date < k`.
    static func firstNotBefore(_ date: Date) -> Int64 {
        var bound = clamped((date.timeIntervalSince1970 * 1000).rounded(.up))
        while bound > Int64.min, Date(millisecondsSince1970: bound - 1) >= date { bound -= 1 }
        while bound < Int64.max, Date(millisecondsSince1970: bound) < date { bound += 1 }
        return bound
    }

    /// The largest stored time `k` with `Date(millisecondsSince1970: k) <= date`: a stored
    /// `due > date` exactly when `due_date > k`.
    static func lastNotAfter(_ date: Date) -> Int64 {
        var bound = clamped((date.timeIntervalSince1970 * 1000).rounded(.down))
        while bound < Int64.max, Date(millisecondsSince1970: bound + 1) <= date { bound += 1 }
        while bound > Int64.min, Date(millisecondsSince1970: bound) > date { bound -= 1 }
        return bound
    }

    /// Far-off bounds (`Date.distantFuture` and beyond) clamp instead of trapping.
    private static func clamped(_ milliseconds: Double) -> Int64 {
        guard !milliseconds.isNaN else { return 0 }
        if milliseconds >= 9.2e18 { return Int64.max }
        if milliseconds <= -9.2e18 { return Int64.min }
        return Int64(milliseconds)
    }
}
