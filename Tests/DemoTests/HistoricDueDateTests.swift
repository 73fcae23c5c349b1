import Foundation
import Testing

/// Due days far in the past or future, as `demo` reads, shows, exports and imports them: one
/// proleptic Gregorian calendar for every year from 0001 to 9999, so that a day before the
/// calendar reform of 1582 is the day typed, and an export imports back unchanged.
@Suite("demo due days from 0001 to 9999")
struct HistoricDueDateTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    static let days = ["1500-03-01", "1000-03-01", "0100-03-01", "1582-10-10", "0001-01-01", "9999-12-31"]

    @Test(
        "todo add --due DAY shows DAY, exports its start, imports back unchanged into the same and a new store",
        arguments: days, ["UTC", "Europe/Berlin", "America/New_York"])
    func roundTrip(day: String, zone: String) async throws {
        let demo = DemoProcess(
            dataHome: folder.url,
            extra: ["DEMO_STORE": "file:\(folder.url.appendingPathComponent("a").path)", "TZ": zone])
        let added = try await demo.run(["todo", "add", "Old", "--due", day])
        #expect(added.status == 0, "\(added.stderr)")
        let listed = try await demo.run(["todo", "list"])
        let id = try #require(listed.stdout.split(separator: "\t").first.map(String.init))
        #expect(try await demo.run(["todo", "show", id]).stdout.contains("due\t\(day)\n"))

        let backup = folder.url.appendingPathComponent("backup.jsonl").path
        #expect(try await demo.run(["export", "-o", backup]).status == 0)
        // The start of the day in the zone, in UTC: the day itself only where the zone is UTC.
        let exported = try String(contentsOfFile: backup, encoding: .utf8)
        #expect(zone != "UTC" || exported.contains("\"due\":\"\(day)T00:00:00.000Z\""), "\(exported)")
        let same = try await demo.run(["import", backup])
        #expect(same.stdout == "Imported 0 projects and 0 todos, skipped 1 unchanged.\n", "\(same.stderr)")

        let other = DemoProcess(
            dataHome: folder.url,
            extra: ["DEMO_STORE": "file:\(folder.url.appendingPathComponent("b").path)", "TZ": zone])
        let imported = try await other.run(["import", backup])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try await other.run(["todo", "show", id]).stdout.contains("due\t\(day)\n"))
        let again = folder.url.appendingPathComponent("again.jsonl").path
        #expect(try await other.run(["export", "-o", again]).status == 0)
        #expect(try String(contentsOfFile: again, encoding: .utf8) == String(contentsOfFile: backup, encoding: .utf8))
    }
}

/// Creation and change times before 1582 in an import, with or without an offset.
@Suite("demo import of times before 1582")
struct HistoricTimestampTests {
    @Test("a createdAt with an offset is read in the proleptic calendar and exported as the same instant in Z")
    func offsetStamp() async throws {
        let folder = try TemporaryFolder()
        let demo = try StoreKind.file.demo(in: folder)
        let row = """
            {"id":"01a245af-d15d-7797-8b11-07818768ff0b","title":"x","createdAt":"1500-03-01T01:00:00+01:00",\
            "updatedAt":"1500-03-01T00:00:00.000-0130"}
            """
        #expect(try await demo.run(["import", "-"], input: row).status == 0)
        let exported = try await demo.run(["export"]).stdout
        #expect(exported.contains("\"createdAt\":\"1500-03-01T00:00:00.000Z\""), "\(exported)")
        #expect(exported.contains("\"updatedAt\":\"1500-03-01T01:30:00.000Z\""), "\(exported)")
    }
}
