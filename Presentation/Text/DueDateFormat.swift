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

    /// `date` as `YYYY-MM-DD` in `timeZone`.
    public static func format(_ date: Date, timeZone: TimeZone = .current) -> String {
        let parts = gregorian(in: timeZone).dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
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
