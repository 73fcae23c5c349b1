import Foundation
import Testing

@Suite("demo on the JSON file store")
struct FileStoreTests {
    @Test("what one process adds and completes, the next lists, from the folder given with --store file:DIR")
    func persistsAcrossProcesses() async throws {
        let folder = try TemporaryFolder()
        let storeFolder = folder.url.appendingPathComponent("deep/store").path
        let demo = DemoProcess(dataHome: folder.url)
        let store = ["--store", "file:\(storeFolder)"]

        let added = try await demo.run(store + ["todo", "add", "Fix the bike", "--due", "2026-05-01"])
        #expect(added.status == 0)
        let shortID = String(added.stdout.dropFirst("Added ".count).prefix(8))
        #expect(try await demo.run(store + ["todo", "add", "Oil the chain"]).status == 0)
        #expect(try await demo.run(store + ["todo", "done", shortID]).status == 0)

        let open = try await demo.run(store + ["todo", "list"])
        #expect(open.stdout.hasSuffix("\topen\tmedium\t\t\tOil the chain\n"))
        let all = try await demo.run(store + ["todo", "list", "--all", "--sort", "title"])
        #expect(all.stdout.split(separator: "\n").count == 2)
        // The short id `add` printed is the start of the id's shown part: its last group, since
        // new ids are time-ordered and their leading digits are the time they were made.
        let firstID = all.stdout.split(separator: "\t").first ?? ""
        #expect(firstID.split(separator: "-").last?.hasPrefix(shortID) == true, "\(firstID) is shown as \(shortID)")
        #expect(all.stdout.contains("\tdone\tmedium\t2026-05-01\t\tFix the bike\n"))
    }

    @Test("`--store file` without a folder uses clean-architecture/json-store under XDG_DATA_HOME")
    func defaultFolder() async throws {
        let folder = try TemporaryFolder()
        let demo = DemoProcess(dataHome: folder.url)
        #expect(try await demo.run(["--store", "file", "todo", "add", "Somewhere"]).status == 0)
        let created = folder.url.appendingPathComponent("clean-architecture/json-store").path
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: created, isDirectory: &isDirectory) && isDirectory.boolValue)
        #expect(try await demo.run(["--store", "file", "todo", "list"]).stdout.hasSuffix("\tSomewhere\n"))
    }
}
