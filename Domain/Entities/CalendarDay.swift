import Foundation

/// A day of the proleptic Gregorian calendar, the one ISO 8601 counts in: the calendar every due
/// day is read, shown, stored and sent in, for every year from 0001 to 9999.
///
/// Foundation's `.gregorian` calendar turns Julian before 1582-10-15 (1500-03-01 there is
/// 1500-03-11 here), while a store's milliseconds since 1970 and the wire's ISO 8601 stamps count
/// proleptically. Reading a day with one and printing it with the other moved old days by up to
/// ten days on every round trip, so both directions use this integer arithmetic, and nothing
/// else does (the days-from-civil and civil-from-days algorithms of Howard Hinnant's date library).
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01, negative before it.
    public let daysSince1970: Int64

    /// The years a four-digit day can name, and every store can keep.
    public static let years: ClosedRange<Int64> = 1...9999

    /// The day `daysSince1970` days after 1970-01-01.
    public init(daysSince1970: Int64) {
        self.daysSince1970 = daysSince1970
    }

    /// The day `year-month-day`, or nil when the calendar has no such day (2026-02-30, 1900-02-29)
    /// or `year` lies outside ``years``. Every day exists, 1582-10-10 too.
    public init?(year: Int64, month: Int64, day: Int64) {
        guard Self.years.contains(year), (1...12).contains(month),
            (1...Self.length(ofMonth: month, in: year)).contains(day)
        else { return nil }
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        daysSince1970 = era * 146_097 + dayOfEra - 719_468
    }

    /// The day's year, month (1-12) and day of the month.
    public var components: (year: Int64, month: Int64, day: Int64) {
        let shifted = daysSince1970 + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The day after this one.
    public var next: CalendarDay { CalendarDay(daysSince1970: daysSince1970 + 1) }

    /// `YYYY-MM-DD`, the form ISO 8601 and the demo's options use.
    public var description: String {
        let (year, month, day) = components
        return Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2)
    }

    /// Whether `year` has a 29 February.
    public static func isLeap(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// Orders days as time does.
    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        lhs.daysSince1970 < rhs.daysSince1970
    }

    private static func length(ofMonth month: Int64, in year: Int64) -> Int64 {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `value` in decimal, zero-padded to `width` digits.
    static func padded(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
