import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A StoreWorker child process whose output a test can wait on, line by line.
final class ChildProcess: Sendable {
    private let process: SpawnedProcess

    /// Starts `StoreWorker <arguments...>`; with `pipedInput`, its standard input is a pipe
    /// from this process that stays open until ``closeInput()``.
    init(worker arguments: [String], pipedInput: Bool = false) throws {
        process = try SpawnedProcess(
            ChildCommand(
                BuiltProducts.url("StoreWorker").path, arguments, standardInput: pipedInput ? .pipe : .null))
    }

    /// Ends the child's standard input: it reads end of file.
    func closeInput() {
        process.closeInput()
    }

    /// Everything the child printed on standard output so far.
    var printed: String { process.standardOutput }
    /// Everything the child printed on standard error so far.
    var complaints: String { process.standardError }

    /// Waits until the child has printed `line`; false when it did not within `limit` (a bound
    /// on a broken child, not a speed target) or ended without printing it.
    func waitForLine(_ line: String, within limit: Duration = .seconds(60)) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if printed.split(separator: "\n").contains(Substring(line)) { return true }
            if process.output?.isFinished ?? true { return printed.split(separator: "\n").contains(Substring(line)) }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return false
    }

    /// Kills the child at once, as a crash or power cut would stop it mid-write.
    func killNow() {
        process.kill()
    }

    /// Whether the child has ended by SIGKILL (and not, say, by exiting after it finished).
    var wasKilled: Bool {
        process.termination == .signalled(SIGKILL)
    }

    /// Whether the child is still running.
    var isRunning: Bool { process.isRunning }

    /// Waits for the child to end, and for everything it printed to be read, and returns its
    /// exit status (or signal number); nil when that did not happen within `limit`, and the
    /// child was killed.
    func exitStatus(within limit: Duration = .seconds(120)) async -> Int32? {
        try? await process.exit(within: limit).status
    }
}
