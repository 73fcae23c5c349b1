import Foundation
import TestSupport

@testable import ScaffoldKit

/// Runs real commands for ScaffoldKit code under test as ``ProcessRunner`` does (`/usr/bin/env`
/// looks the program up, output and errors appended to the log), through ``SpawnedProcess``:
/// so that no test makes the test process itself depend on Foundation's `Process` and its child
/// monitoring. `ProcessRunner` runs in the `scaffold` executable, which its own tests and
/// `scaffold --selftest` start as a child.
struct SpawnedCommandRunner: CommandRunner {
    func run(_ arguments: [String], in directory: URL, log: URL) throws(ScaffoldError) -> Int32 {
        let outcome: ChildOutcome
        do {
            outcome = try SpawnedProcess.runBlocking(
                ChildCommand("/usr/bin/env", arguments, directory: directory.path, standardError: .standardOutput))
            let entry = "$ " + arguments.joined(separator: " ") + "\n" + outcome.stdout
            if !FileManager.default.fileExists(atPath: log.path) {
                _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            }
            let handle = try FileHandle(forWritingTo: log)
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(entry.utf8))
        } catch {
            throw .io("cannot run \(arguments.joined(separator: " ")): \(error)")
        }
        return outcome.status
    }
}
