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

    @Test("After SIGKILL at a random moment of an apply, the next command leaves the tree as before or as after")
    func killAtRandomMoments() async throws {
        let environment = ProcessInfo.processInfo.environment
        let trials = environment["SCAFFOLD_FAULT_TRIALS"].flatMap { Int($0) } ?? 8
        let base = environment["SCAFFOLD_FAULT_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0..<1_000_000_000)
        let work = FileManager.default.temporaryDirectory.appending(path: "scaffold-fault-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let log = FileManager.default.temporaryDirectory.appending(path: "scaffold-fault-trials.log")

        let (report, interrupted) = try await onOwnThread { () throws -> ([String], Int) in
            let reference = work.appending(path: "reference")
            try Self.write(Self.tree(), to: reference)
            let before = Self.snapshot(reference)
            let generated = try ScaffoldProcess.run(Self.generate, in: reference)
            guard generated.status == 0 else { return (["the reference run failed: \(generated.errorOutput)"], 0) }
            let after = Self.snapshot(reference)

            var lines: [String] = []
            var interrupted = 0
            for trial in 0..<trials {
                let seed = base &+ UInt64(trial)
                var random = SeededGenerator(seed: seed)
                let delay = UInt32(random.next() % Self.window)
                let next = Self.nextCommands[Int(random.next() % UInt64(Self.nextCommands.count))]
                let root = work.appending(path: "trial-\(trial)")
                try Self.write(Self.tree(), to: root)
                let killed = try ScaffoldProcess.killDuringApply(
                    Self.generate, in: root, environment: [ScaffoldTool.paceVariable: "\(Self.pace)"], delay: delay)
                let outcome = try ScaffoldProcess.run(next, in: root)
                let state = Self.snapshot(root)
                let recovered = outcome.errorOutput.contains("was interrupted")
                if recovered { interrupted += 1 }
                let name = state == before ? "before" : state == after ? "after" : "neither"
                var line =
                    "trial \(trial) seed \(seed): killed after \(delay) µs (\(killed ? "killed" : "had finished")), "
                line += "then \(next.joined(separator: " ")) -> exit \(outcome.status), tree as \(name)"
                if recovered { line += ", recovered" }
                if name == "neither" {
                    line += "; differs in \(Self.differences(state, after).prefix(8).joined(separator: ", "))"
                    line += "; replay: SCAFFOLD_FAULT_SEED=\(seed) SCAFFOLD_FAULT_TRIALS=1"
                } else {
                    // The tree must be usable: undo the apply, or make it, and land on the other state.
                    let undo = name == "after" ? ["--remove", "Product"] : Self.generate
                    let status = try ScaffoldProcess.run(undo, in: root).status
                    let target = name == "after" ? before : after
                    if status != 0 || Self.snapshot(root) != target {
                        line += "; then \(undo.joined(separator: " ")) exit \(status) did not reach the other state"
                        line += "; replay: SCAFFOLD_FAULT_SEED=\(seed) SCAFFOLD_FAULT_TRIALS=1"
                    }
                }
                lines.append(line)
                try? FileManager.default.removeItem(at: root)
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
}
