import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `demo import` is all or nothing on every persistent store: a process killed with SIGKILL at
/// any moment of an import of one project and its todos leaves the store with all of them or
/// none, never the project without its todos.
///
/// `scripts/test` runs 3 trials per store of 20,000 todos; `FAULT_TRIALS=25
/// FAULT_IMPORT_TODOS=100000` runs the count that issue 11 asks for; `FAULT_STORES=sqlite,file`
/// picks some of the stores.
@Suite("demo import survives SIGKILL all or nothing", .serialized)
struct ImportAtomicityTests {
    static let todoCount =
        ProcessInfo.processInfo.environment["FAULT_IMPORT_TODOS"].flatMap { Int($0) }.map { max(1, $0) } ?? 20_000
    /// How many times a trial whose import finished before the kill is tried again, sooner.
    static let earlyFinishRetries = 8

    @Test("killed at random moments on SQLite, an import leaves all of itself or nothing", FaultStores.chosen("sqlite"))
    func killedImportIsAllOrNothingOnSQLite() async throws {
        try await killedImportIsAllOrNothing(store: "sqlite")
    }

    @Test(
        "killed at random moments on the file store, an import leaves all of itself or nothing",
        FaultStores.chosen("file"))
    func killedImportIsAllOrNothingOnFileStore() async throws {
        try await killedImportIsAllOrNothing(store: "file")
    }

    @Test(
        "killed at random moments through server, an import leaves all of itself or nothing",
        FaultStores.chosen("remote"), FaultStores.needsServer)
    func killedImportIsAllOrNothingThroughServer() async throws {
        try await killedImportIsAllOrNothing(store: "remote")
    }

    private func killedImportIsAllOrNothing(store kind: String) async throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("import.jsonl")
        try Self.importFile().write(to: file)
        let trials = FaultTrials(defaultCount: 3)

        let uncutStore = try TrialStore(kind, in: folder, name: "uncut")
        let clock = ContinuousClock()
        let started = clock.now
        let uncut = try await DemoProcess(dataHome: folder.url).run([
            "--store", uncutStore.argument, "import", file.path,
        ])
        let duration = clock.now - started
        #expect(uncut.status == 0, "\(uncut.stderr)")
        #expect(try await Self.contents(of: uncutStore, home: folder.url) == (1, Self.todoCount))

        try await Self.killAtRandomMoments(
            trials, of: duration, home: folder.url,
            freshStore: { number, attempt in try TrialStore(kind, in: folder, name: "trial-\(number)-\(attempt)") },
            arguments: { store in ["--store", store.argument, "import", file.path] },
            check: { store, trial in
                let (projects, todos) = try await Self.contents(of: store, home: folder.url)
                #expect(
                    (projects, todos) == (0, 0) || (projects, todos) == (1, Self.todoCount),
                    "\(trial): the store holds \(projects) projects and \(todos) todos")
            })
    }

    /// Runs the demo with `arguments(store)` on a fresh store once per trial and kills it at a
    /// random moment of `duration` (how long the uncut run took), then lets `check` look at what
    /// the killed command left in the store, named by the trial's description. A command that
    /// beats the kill tried nothing: it runs again on another fresh store, killed sooner, at most
    /// ``earlyFinishRetries`` times.
    static func killAtRandomMoments<Store>(
        _ trials: FaultTrials, of duration: Duration, home: URL,
        freshStore: (_ trial: Int, _ attempt: Int) async throws -> Store,
        arguments: (Store) -> [String],
        check: (Store, _ trial: String) async throws -> Void
    ) async throws {
        var random = trials.generator()
        for number in 1...trials.count {
            var delay = duration * Double.random(in: 0.05...0.95, using: &random)
            for attempt in 0...Self.earlyFinishRetries {
                let store = try await freshStore(number, attempt)
                let trial = "trial \(number) of \(trials.count), \(trials), killed after \(delay) of \(duration)"
                let commandLine = arguments(store)
                let end = try await offCooperativePool { [delay] in
                    try Self.runKilled(commandLine, home: home, after: delay)
                }
                if case .finished(let status) = end {
                    // The command beat the kill: no trial of a kill at all. Try again, sooner.
                    #expect(status == 0, "\(trial): the command failed with status \(status)")
                    #expect(
                        attempt < Self.earlyFinishRetries,
                        "\(trial): the command finished before the kill \(attempt + 1) times")
                    delay = delay * 0.5
                    continue
                }
                try await check(store, trial)
                break
            }
        }
    }

    /// JSON Lines with one project and `todoCount` todos in it, as `demo export` writes them.
    private static func importFile() -> Data {
        let project = UUID().uuidString.lowercased()
        var text = #"{"createdAt":"2026-11-01T10:00:00.000Z","id":"\#(project)","name":"Imported","type":"project"}"#
        text += "\n"
        text.reserveCapacity(todoCount * 260)
        for index in 0..<todoCount {
            text += #"{"createdAt":"2026-11-01T10:00:00.000Z","done":false,"id":"\#(UUID().uuidString.lowercased())","#
            text += #""notes":"","priority":"medium","project":"Imported","projectId":"\#(project)","#
            text += #""title":"Imported \#(index)","type":"todo","updatedAt":"2026-11-01T10:00:00.000Z"}"#
            text += "\n"
        }
        return Data(text.utf8)
    }

    /// How many projects and todos the store holds, as `demo project list` counts them: one
    /// line per project, its open todos in the third column. Every imported todo is open and in
    /// the project, and a todo cannot outlive its project, so this sees every record of the
    /// import; the counting is the store's own (a count request over HTTP, where listing
    /// 100,000 todos would overflow the client's response limit).
    private static func contents(of store: TrialStore, home: URL) async throws -> (Int, Int) {
        let listed = try await DemoProcess(dataHome: home).run([
            "--no-color", "--store", store.argument, "project", "list",
        ])
        #expect(listed.status == 0, "\(listed.stderr)")
        let rows = listed.stdout.split(separator: "\n").map { $0.split(separator: "\t") }
        #expect(rows.allSatisfy { $0.count == 3 }, "project list printed: \(listed.stdout)")
        let todos = rows.reduce(0) { total, row in total + (row.count == 3 ? Int(row[2]) ?? 0 : 0) }
        return (rows.count, todos)
    }

    /// How a child process ended.
    enum End {
        case killed
        case finished(status: Int32)
    }

    /// Runs the demo with `arguments`, sends it SIGKILL `delay` after it started, and says
    /// whether the kill is what ended it. Blocks: run it off the cooperative pool.
    static func runKilled(_ arguments: [String], home: URL, after delay: Duration) throws -> End {
        let process = try SpawnedProcess(
            ChildCommand(
                BuiltProducts.url("demo").path, arguments, environment: DemoProcess(dataHome: home).environment,
                standardOutput: .null, standardError: .null))
        let (seconds, attoseconds) = delay.components
        usleep(UInt32(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
        process.kill()
        let termination = try process.waitForExit()
        return termination == .signalled(SIGKILL) ? .killed : .finished(status: termination.status)
    }
}

/// A fresh, empty store for one run: a SQLite file or file-store folder inside the test's
/// folder, or a reference server of its own (stopped when this goes away).
private final class TrialStore {
    /// The `--store` value.
    let argument: String
    private let server: ReferenceServer?

    init(_ kind: String, in folder: TemporaryFolder, name: String) throws {
        let path = folder.url.appendingPathComponent(name).path
        switch kind {
        case "sqlite":
            (argument, server) = ("sqlite:\(path).sqlite", nil)
        case "file":
            (argument, server) = ("file:\(path)", nil)
        default:
            let server = try ReferenceServer()
            (argument, self.server) = (server.url, server)
        }
    }
}
