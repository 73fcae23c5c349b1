import Foundation
import TestSupport
import Testing

/// Three `demo` processes that change different fields of one todo at the same moment all keep
/// their change: `todo edit --title`, `todo edit --notes` and `todo done` each change only what
/// they name, inside one store transaction, so no acknowledged change is overwritten by another
/// command writing back the whole todo it read.
///
/// `scripts/test` runs 4 trials per store; `FAULT_TRIALS=20` runs the count issue 11 asks for,
/// `FAULT_STORES=sqlite,file` picks some of the stores and `FAULT_SEED=<seed>` replays a run.
@Suite("concurrent edits of one todo lose nothing", .serialized)
struct LostUpdateTests {
    @Test(
        "3 processes edit one todo at once; every acknowledged change remains", arguments: ["sqlite", "file", "remote"])
    func concurrentEditsAllRemain(store kind: String) async throws {
        if kind == "remote", !ReferenceServer.isAvailable { return }
        if let only = ProcessInfo.processInfo.environment["FAULT_STORES"],
            !only.split(separator: ",").contains(Substring(kind))
        {
            return
        }
        let folder = try TemporaryFolder()
        let trials = FaultTrials(defaultCount: 4)
        var random = trials.generator()
        let server = kind == "remote" ? try ReferenceServer() : nil
        let store =
            switch kind {
            case "sqlite": "sqlite:\(folder.url.appendingPathComponent("todos.sqlite").path)"
            case "file": "file:\(folder.url.appendingPathComponent("store").path)"
            default: server?.url ?? ""
            }
        let demo = DemoProcess(dataHome: folder.url)

        for number in 1...trials.count {
            let trial = "trial \(number) of \(trials.count), \(trials)"
            let added = try await demo.run(["--store", store, "todo", "add", "Original \(number)", "--json"])
            try #require(added.status == 0, "\(trial): \(added.stderr)")
            let id = try #require(Self.field("id", of: added.stdout), "\(trial): todo add printed \(added.stdout)")
            let title = "Title \(number)"
            let notes = "Notes \(number)"
            let commands = [
                ["todo", "edit", id, "--title", title], ["todo", "edit", id, "--notes", notes], ["todo", "done", id],
            ]
            // A random stagger of up to 30 ms per process, drawn from the seed, varies which
            // command reads and which writes first from trial to trial.
            let delays = commands.map { _ in Int.random(in: 0...30, using: &random) }
            let results = try await withThrowingTaskGroup(of: (Int, DemoProcess.Result).self) { group in
                for (index, command) in commands.enumerated() {
                    let delay = delays[index]
                    group.addTask {
                        try await Task.sleep(for: .milliseconds(delay))
                        return (index, try await demo.run(["--store", store] + command))
                    }
                }
                var results: [Int: DemoProcess.Result] = [:]
                for try await (index, result) in group { results[index] = result }
                return results
            }
            let shown = try await demo.run(["--store", store, "todo", "show", id, "--json"])
            try #require(shown.status == 0, "\(trial): \(shown.stderr)")
            let final = try #require(Self.object(shown.stdout), "\(trial): todo show printed \(shown.stdout)")
            for (index, command) in commands.enumerated() {
                let result = try #require(results[index])
                // A command may be refused (a conflict it reports), but never acknowledged and lost.
                guard result.status == 0 else {
                    #expect(result.status == 1, "\(trial): \(command) ended with \(result.status): \(result.stderr)")
                    continue
                }
                switch index {
                case 0: #expect(final["title"] as? String == title, "\(trial): the title edit was lost: \(final)")
                case 1: #expect(final["notes"] as? String == notes, "\(trial): the notes edit was lost: \(final)")
                default:
                    #expect((final["done"] as? NSNumber)?.boolValue == true, "\(trial): `todo done` was lost: \(final)")
                }
            }
            let acknowledged = results.values.filter { $0.status == 0 }.count
            #expect(acknowledged == commands.count, "\(trial): only \(acknowledged) of 3 commands succeeded")
        }
    }

    private static func object(_ json: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any]
    }

    private static func field(_ name: String, of json: String) -> String? {
        object(json)?[name] as? String
    }
}
