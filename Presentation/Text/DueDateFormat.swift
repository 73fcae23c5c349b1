import Domain
import Foundation

/// Due dates as people type and read them: `YYYY-MM-DD`, a day of the proleptic Gregorian
/// calendar (`CalendarDay`, in Domain) in the person's time zone, for every year from 0001 to 9999.
public enum DueDateFormat {
    /// The start of the day `text` names in `timeZone`, or nil when `text` is not a real
    /// `YYYY-MM-DD` date (2026-02-30 is refused, not rolled over).
    public static func parse(_ text: String, timeZone: TimeZone = .current) -> Date? {
        day(text)?.start(in: timeZone)
    }

    /// The last millisecond of the day `text` names in `timeZone`, or nil when `text` is not a
    /// real `YYYY-MM-DD` date. Stored times are whole milliseconds (`roundedToMilliseconds`), so
    /// "at most this" is "on that day or before" and "after this" is "after that day", whatever
    /// time in the day a value holds, and on the days a clock change makes 23 or 25 hours long.
    public static func parseLastMillisecond(of text: String, timeZone: TimeZone = .current) -> Date? {
        day(text)?.lastMillisecond(in: timeZone)
    }

    /// The day `text` names, written `YYYY-MM-DD` in ASCII digits; nil for anything else.
    public static func day(_ text: String) -> CalendarDay? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int64(parts[0]), let month = Int64(parts[1]), let day = Int64(parts[2])
        else { return nil }
        return CalendarDay(year: year, month: month, day: day)
    }

    /// `date` as `YYYY-MM-DD` in `timeZone`.
    public static func format(_ date: Date, timeZone: TimeZone = .current) -> String {
        CalendarDay(containing: date, in: timeZone).description
    }

    /// `date` as `YYYY-MM-DD HH:MM` in `timeZone`, for creation and change times.
    public static func formatTime(_ date: Date, timeZone: TimeZone = .current) -> String {
        let day = CalendarDay(containing: date, in: timeZone)
        let milliseconds = date.millisecondsSince1970
        let seconds = (milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000)
        let wallClock = seconds + Int64(timeZone.secondsFromGMT(for: date)) - day.daysSince1970 * 86_400
        return day.description + " " + twoDigits(wallClock / 3600) + ":" + twoDigits(wallClock / 60 % 60)
    }

    private static func twoDigits(_ value: Int64) -> String {
        value < 10 ? "0" + String(value) : String(value)
    }
}
