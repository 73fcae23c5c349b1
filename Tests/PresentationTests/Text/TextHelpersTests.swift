import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@Suite("Due dates, short ids and id prefixes")
struct TextHelpersTests {
    let utc = TimeZone(identifier: "UTC") ?? .current

    @Test("YYYY-MM-DD parses to the start of that day in the zone and formats back")
    func dueDateRoundTrip() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let date = try #require(DueDateFormat.parse("2026-12-24", timeZone: tokyo))
        #expect(DueDateFormat.format(date, timeZone: tokyo) == "2026-12-24")
        #expect(DueDateFormat.format(date, timeZone: utc) == "2026-12-23")
    }

    @Test(
        "impossible or malformed dates are refused, not rolled over",
        arguments: ["2026-02-30", "2026-13-01", "26-01-01", "2026-1-1", "tomorrow", "２０２６-01-01"])
    func badDates(text: String) {
        #expect(DueDateFormat.parse(text, timeZone: utc) == nil)
        #expect(DueDateFormat.parseLastMillisecond(of: text, timeZone: utc) == nil)
    }

    @Test(
        "a day's last millisecond is one before the next day starts, on days a clock change makes 23 or 25 hours",
        arguments: [("2026-12-24", 24.0), ("2026-03-08", 23.0), ("2026-11-01", 25.0)])
    func lastMillisecond(day: String, hours: Double) throws {
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let start = try #require(DueDateFormat.parse(day, timeZone: newYork))
        let last = try #require(DueDateFormat.parseLastMillisecond(of: day, timeZone: newYork))
        #expect(abs(last.timeIntervalSince(start) - (hours * 3_600 - 0.001)) < 0.000_001)
        #expect(DueDateFormat.format(last, timeZone: newYork) == day)
        #expect(DueDateFormat.format(last.addingTimeInterval(0.001), timeZone: newYork) != day)
        #expect(last == last.roundedToMilliseconds, "a whole millisecond, as stores keep times")
    }

    @Test("a short id is the first eight hex digits, lower case")
    func shortID() throws {
        let id = try #require(UUID(uuidString: "3F2A1B2C-0000-4000-8000-000000000001"))
        #expect(ShortID.of(id) == "3f2a1b2c")
    }

    @Test(
        "a time-ordered id's short id is the start of its last group, since ids made together share their leading digits"
    )
    func timeOrderedShortID() throws {
        let id = try #require(UUID(uuidString: "0190F5A0-1234-7ABC-8DEF-3F2A1B2C4D5E"))
        #expect(ShortID.of(id) == "3f2a1b2c")
        let madeTogether = (0..<1_000).map { _ in UUID.timeOrdered(at: Fixtures.date()) }
        #expect(Set(madeTogether.map(ShortID.of)).count > 990, "made at once, they differ in five random digits")
    }
}

@Suite("DueDateFormat's day arithmetic")
struct DueDateArithmeticTests {
    @Test("format agrees with Foundation's calendar for every day from 1900 to 2200, in several zones")
    func agreesWithCalendar() throws {
        for identifier in ["UTC", "Asia/Tokyo", "America/Los_Angeles", "Pacific/Kiritimati"] {
            let zone = try #require(TimeZone(identifier: identifier))
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            var date = try #require(calendar.date(from: DateComponents(year: 1900, month: 1, day: 1, hour: 13)))
            let end = try #require(calendar.date(from: DateComponents(year: 2200, month: 1, day: 1)))
            while date < end {
                let parts = calendar.dateComponents([.year, .month, .day], from: date)
                let expected = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
                #expect(DueDateFormat.format(date, timeZone: zone) == expected, "\(identifier) \(date)")
                date = date.addingTimeInterval(86_400 * 7 + 3_600 * 5)
            }
        }
    }
}
