import Domain
import Foundation

/// Due dates as people type and read them: `YYYY-MM-DD`, a day in the person's time zone.
public enum DueDateFormat {
    /// The start of the day `text` names in `timeZone`, or nil when `text` is not a real
    /// `YYYY-MM-DD` date (2026-02-30 is refused, not rolled over).
    public static func parse(_ text: String, timeZone: TimeZone = .current) -> Date? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        let calendar = gregorian(in: timeZone)
        let components = DateComponents(year: year, month: month, day: day)
        guard components.isValidDate(in: calendar), let date = calendar.date(from: components) else { return nil }
        return date
    }

    /// The last millisecond of the day `text` names in `timeZone`, or nil when `text` is not a
    /// real `YYYY-MM-DD` date. Stored times are whole milliseconds (`roundedToMilliseconds`), so
    /// "at most this" is "on that day or before" and "after this" is "after that day", whatever
    /// time in the day a value holds, and on the days a clock change makes 23 or 25 hours long.
    public static func parseLastMillisecond(of text: String, timeZone: TimeZone = .current) -> Date? {
        guard let start = parse(text, timeZone: timeZone),
            let next = gregorian(in: timeZone).date(byAdding: .day, value: 1, to: start)
        else { return nil }
        return next.addingTimeInterval(-0.001).roundedToMilliseconds
    }

    /// `date` as `YYYY-MM-DD` in `timeZone`.
    public static func format(_ date: Date, timeZone: TimeZone = .current) -> String {
        // Day arithmetic rather than Calendar and String(format:): a list of 10,000 todos formats
        // thousands of dates, and this is most of the cost of printing them.
        let seconds = Int64((date.timeIntervalSince1970).rounded(.down)) + Int64(timeZone.secondsFromGMT(for: date))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let (year, month, day) = civilDate(daysSince1970: days)
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }

    /// The proleptic Gregorian year, month and day of a day count from 1970-01-01 (the
    /// days-to-civil algorithm of Howard Hinnant's date library, in integer arithmetic).
    static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func padded(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// `date` as `YYYY-MM-DD HH:MM` in `timeZone`, for creation and change times.
    public static func formatTime(_ date: Date, timeZone: TimeZone = .current) -> String {
        let parts = gregorian(in: timeZone).dateComponents([.hour, .minute], from: date)
        return format(date, timeZone: timeZone) + String(format: " %02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    private static func gregorian(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
