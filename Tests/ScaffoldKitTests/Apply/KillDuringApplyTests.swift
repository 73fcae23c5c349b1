import Foundation
import Testing

@testable import ScaffoldKit

/// The fault test: the real `scaffold` executable is killed with SIGKILL at random moments of an
/// apply, and the next scaffold command must leave the tree byte for byte as before the apply or
/// as after it, ready for `--remove` or for generating again.
///
/// `SCAFFOLD_FAULT_TRIALS` sets the number of trials (8 by default, 40 or more for the full run);
/// trial `i` uses the seed `SCAFFOLD_FAULT_SEED + i` (random when unset). Every trial's seed and
/// outcome go to `scaffold-fault-trials.log` in the temporary folder; replay a failing trial with
/// `SCAFFOLD_FAULT_SEED=<its seed> SCAFFOLD_FAULT_TRIALS=1`.
@Suite("Killing the real executable during an apply")
struct KillDuringApplyTests {
    /// Microseconds the executable sleeps before each step of a write, so kills land mid-apply.
    private static let pace: UInt32 = 3_000
    /// The kill comes this many microseconds at most after the apply is announced.
    private static let window: UInt64 = 150_000
    private static let generate = ["Product", "--fields", "name:String count:Int?"]
    private static let nextCommands = [["--list"], generate + ["--dry-run"], ["--remove", "Product", "--dry-run"]]

    /// A tree whose templates write twelve files into folders of their own, and one registration.
    private static func tree() -> MemoryFileSystem {
        let files = (1...12).map { index in
            #"{"template": "Entity.swift.tmpl", "output": "Gen\#(index)/Deep/{{ entity }}\#(index).swift"}"#
        }
        let manifest = """
            {"version": "1", "files": [\(files.joined(separator: ", "))],
             "registrations": [{"file": "App/Composition/RepositoriesAssembly.swift", "marker": "repositories",
                                "line": "register({{ entity }}.self)"}]}
            """
        return Fixtures.repository(extra: ["Templates/manifest.json": manifest])
    }

    private static func write(_ fileSystem: MemoryFileSystem, to root: URL) throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let disk = DiskFileSystem(root: root)
        for (path, data) in fileSystem.files { _ = try disk.write(data, to: path) }
    }

    /// Every file's bytes and every folder, hidden ones included.
    private static func snapshot(_ root: URL) -> [String: Data] {
        var entries: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return entries }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root.appending(path: path).path, isDirectory: &isDirectory)
            entries[path] =
                isDirectory.boolValue ? Data("<folder>".utf8) : (try? Data(contentsOf: root.appending(path: path)))
        }
        return entries
    }

    private static func differences(_ a: [String: Data], _ b: [String: Data]) -> [String] {
        Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
    }

    /// The tree without the entity and with it, and a folder holding the latter to copy from.
    private struct States {
        let without: [String: Data]
        let with: [String: Data]
        let generated: URL
    }

    @Test("After SIGKILL at a random moment of an apply, the next command leaves the tree as before or as after")
    func killAtRandomMoments() async throws {
        let environment = ProcessInfo.processInfo.environment
        let trials = environment["SCAFFOLD_FAULT_TRIALS"].flatMap { Int($0) } ?? 8
        let base = environment["SCAFFOLD_FAULT_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0..<1_000_000_000)
        let work = FileManager.default.temporaryDirectory.appending(path: "scaffold-fault-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let log = FileManager.default.temporaryDirectory.appending(path: "scaffold-fault-trials.log")

        let (report, interrupted) = try await onOwnThread { () throws -> ([String], Int) in
            let generated = work.appending(path: "reference")
            try Self.write(Self.tree(), to: generated)
            let without = Self.snapshot(generated)
            let run = try ScaffoldProcess.run(Self.generate, in: generated)
            guard run.status == 0 else { return (["the reference run failed: \(run.errorOutput)"], 0) }
            let states = States(without: without, with: Self.snapshot(generated), generated: generated)
            var lines: [String] = []
            var interrupted = 0
            for trial in 0..<trials {
                let (line, recovered) = try Self.trial(seed: base &+ UInt64(trial), states, in: work)
                lines.append("trial \(trial) " + line)
                if recovered { interrupted += 1 }
            }
            lines.append("\(trials) trials, \(interrupted) interrupted mid-apply and recovered, seeds \(base)...")
            return (lines, interrupted)
        }
        try Data((report.joined(separator: "\n") + "\n").utf8).write(to: log)
        for line in report where line.contains("replay:") || line.hasPrefix("the reference") {
            Issue.record("\(line) (all trials: \(log.path))")
        }
        #expect(interrupted > 0, "no kill landed mid-apply, so nothing was tested; see \(log.path)")
    }

    /// One trial: kill a generation (two times in three) or a removal at a moment the seed picks,
    /// run another command, and check the tree is in one of the two states and usable from there.
    private static func trial(seed: UInt64, _ states: States, in work: URL) throws -> (String, recovered: Bool) {
        var random = SeededGenerator(seed: seed)
        let delay = UInt32(random.next() % window)
        let next = nextCommands[Int(random.next() % UInt64(nextCommands.count))]
        let removing = random.next() % 3 == 0
        let root = work.appending(path: "trial-\(seed)")
        defer { try? FileManager.default.removeItem(at: root) }
        if removing {
            try FileManager.default.copyItem(at: states.generated, to: root)
        } else {
            try write(tree(), to: root)
        }
        let command = removing ? ["--remove", "Product"] : generate
        let killed = try ScaffoldProcess.killDuringApply(
            command, in: root, environment: [ScaffoldTool.paceVariable: "\(pace)"], delay: delay)
        let outcome = try ScaffoldProcess.run(next, in: root)
        let state = snapshot(root)
        let recovered = outcome.errorOutput.contains("was interrupted")
        let name = state == states.without ? "without" : state == states.with ? "with" : "neither"
        var line = "seed \(seed): \(command.joined(separator: " ")) killed after \(delay) µs "
        line +=
            "(\(killed ? "killed" : "had finished")), then \(next.joined(separator: " ")) -> exit \(outcome.status), "
        line += "tree as \(name) the entity" + (recovered ? ", recovered" : "")
        let replay = "; replay: SCAFFOLD_FAULT_SEED=\(seed) SCAFFOLD_FAULT_TRIALS=1"
        guard name != "neither" else {
            let other = removing ? states.without : states.with
            return (
                line + "; differs in \(differences(state, other).prefix(8).joined(separator: ", "))" + replay, recovered
            )
        }
        // The tree must be usable: undo the apply, or make it, and land on the other state.
        let undo = name == "with" ? ["--remove", "Product"] : generate
        let status = try ScaffoldProcess.run(undo, in: root).status
        if status != 0 || snapshot(root) != (name == "with" ? states.without : states.with) {
            line += "; then \(undo.joined(separator: " ")) exit \(status) did not reach the other state" + replay
        }
        return (line, recovered)
    }
}
