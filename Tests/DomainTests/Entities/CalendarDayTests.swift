import Domain
import Foundation
import Testing

@Suite("CalendarDay: the proleptic Gregorian calendar")
struct CalendarDayTests {
    let utc = TimeZone(identifier: "UTC") ?? .current

    @Test("every year from 0001 to 9999 has 365 or 366 days, and its edge days turn into counts and back")
    func everyYearRoundTrips() throws {
        let first = try #require(CalendarDay(year: 1, month: 1, day: 1))
        let last = try #require(CalendarDay(year: 9999, month: 12, day: 31))
        #expect(first.daysSince1970 == -719_162, "ISO 8601's count from 0001-01-01")
        #expect(last.daysSince1970 == 2_932_896)
        var newYear = first
        for year in Int64(1)...9999 {
            let days: [(Int64, Int64)] =
                [(1, 1), (2, 28), (3, 1), (12, 31)] + (CalendarDay.isLeap(year) ? [(2, 29)] : [])
            for (month, day) in days {
                let count = try #require(CalendarDay(year: year, month: month, day: day))
                #expect(count.components == (year, month, day), "\(year)-\(month)-\(day)")
            }
            let next = try #require(year < 9999 ? CalendarDay(year: year + 1, month: 1, day: 1) : last.next)
            #expect(next.daysSince1970 - newYear.daysSince1970 == (CalendarDay.isLeap(year) ? 366 : 365), "\(year)")
            newYear = next
        }
    }

    @Test(
        "days before the reform of 1582 are not Julian: they are the days their ISO 8601 stamps name",
        arguments: [
            ("1500-03-01", Int64(-14_826_672_000)), ("1000-03-01", -30_605_126_400), ("0100-03-01", -59_006_361_600),
            ("1582-10-10", -12_219_724_800), ("1582-10-15", -12_219_292_800), ("0001-01-01", -62_135_596_800),
        ])
    func beforeTheReform(text: String, seconds: Int64) throws {
        let parts = text.split(separator: "-").compactMap { Int64($0) }
        let day = try #require(CalendarDay(year: parts[0], month: parts[1], day: parts[2]))
        #expect(day.start(in: utc) == Date(timeIntervalSince1970: Double(seconds)))
        #expect(day.description == text)
        #expect(CalendarDay(containing: day.start(in: utc), in: utc) == day)
    }

    @Test(
        "impossible days and years outside 0001-9999 are nil",
        arguments: [
            (2026, 2, 29), (1900, 2, 29), (2026, 4, 31), (2026, 13, 1), (2026, 0, 1), (0, 12, 31), (10_000, 1, 1),
        ])
    func impossibleDays(year: Int64, month: Int64, day: Int64) {
        #expect(CalendarDay(year: year, month: month, day: day) == nil)
    }

    @Test("0001-01-01 and 9999-12-31 can be stored in every zone, and still fall on their own day")
    func storableEnds() throws {
        let first = try #require(CalendarDay(year: 1, month: 1, day: 1))
        let last = try #require(CalendarDay(year: 9999, month: 12, day: 31))
        for identifier in ["Pacific/Kiritimati", "Europe/Berlin", "UTC", "America/New_York", "Pacific/Pago_Pago"] {
            let zone = try #require(TimeZone(identifier: identifier))
            for day in [first, last] {
                for instant in [day.start(in: zone), day.lastMillisecond(in: zone)] {
                    #expect(instant.isStorable, "\(identifier) \(day)")
                    #expect(CalendarDay(containing: instant, in: zone) == day, "\(identifier) \(day)")
                }
            }
        }
    }

    @Test("a day whose midnight a clock change skips starts when the clocks jump")
    func skippedMidnight() throws {
        // São Paulo went from 00:00 -03:00 straight to 01:00 -02:00 on 2018-11-04.
        let zone = try #require(TimeZone(identifier: "America/Sao_Paulo"))
        let day = try #require(CalendarDay(year: 2018, month: 11, day: 4))
        let start = day.start(in: zone)
        #expect(start == Date(timeIntervalSince1970: 1_541_300_400), "2018-11-04T03:00:00Z")
        #expect(CalendarDay(containing: start, in: zone) == day)
        #expect(CalendarDay(containing: start.addingTimeInterval(-0.001), in: zone) < day)
    }
}
