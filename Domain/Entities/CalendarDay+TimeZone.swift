import Foundation

extension CalendarDay {
    /// The day `date` falls on in `timeZone`, counted with the zone's offset at that instant.
    public init(containing date: Date, in timeZone: TimeZone) {
        let seconds = Self.floorDivision(date.millisecondsSince1970, 1000)
        self.init(daysSince1970: Self.floorDivision(seconds + Self.offset(timeZone, at: seconds), 86_400))
    }

    /// The first instant of this day in `timeZone`: its midnight, the end of the clock change
    /// when the zone skips midnight, the earlier one when it repeats it.
    ///
    /// 0001-01-01 begins before the first storable millisecond east of Greenwich; its start there
    /// is that millisecond (`Date.storableMilliseconds`), which still falls on the same day, so
    /// that every day from 0001-01-01 can be stored in every zone.
    public func start(in timeZone: TimeZone) -> Date {
        let midnight = daysSince1970 * 86_400
        // Usually midnight happens once, and two guesses of the offset in force find it.
        let guess = midnight - Self.offset(timeZone, at: midnight - Self.offset(timeZone, at: midnight))
        let start: Int64
        if localDay(at: guess, in: timeZone) == daysSince1970, localDay(at: guess - 1, in: timeZone) < daysSince1970 {
            start = guess
        } else {
            // A skipped or repeated midnight: the first second whose day is this one. Offsets lie
            // within a day of Greenwich, so two days on either side hold it.
            var low = midnight - 2 * 86_400
            var high = midnight + 2 * 86_400
            while low < high {
                let middle = low + (high - low) / 2
                if localDay(at: middle, in: timeZone) >= daysSince1970 { high = middle } else { low = middle + 1 }
            }
            start = low
        }
        return Date(millisecondsSince1970: max(start * 1000, Date.storableMilliseconds.lowerBound))
    }

    /// The last millisecond of this day in `timeZone`, one before the next day starts (or the
    /// last storable one, for 9999-12-31 west of Greenwich): "on this day or before" is "at most
    /// this", whatever time of day a value holds and however long a clock change makes the day.
    public func lastMillisecond(in timeZone: TimeZone) -> Date {
        let next = next.start(in: timeZone).millisecondsSince1970
        return Date(millisecondsSince1970: min(next - 1, Date.storableMilliseconds.upperBound))
    }

    private func localDay(at seconds: Int64, in timeZone: TimeZone) -> Int64 {
        Self.floorDivision(seconds + Self.offset(timeZone, at: seconds), 86_400)
    }

    private static func offset(_ timeZone: TimeZone, at seconds: Int64) -> Int64 {
        Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds))))
    }

    static func floorDivision(_ value: Int64, _ divisor: Int64) -> Int64 {
        value >= 0 ? value / divisor : -((-(value + 1)) / divisor) - 1
    }
}
