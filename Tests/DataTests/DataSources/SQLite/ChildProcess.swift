import Foundation
import TestSupport

/// A StoreWorker child process whose output a test can wait on, line by line.
final class ChildProcess: Sendable {
    private let process: Process
    private let output: PipeDrain
    private let errors: PipeDrain

    /// Starts `StoreWorker <arguments...>`.
    init(worker arguments: [String]) throws {
        let process = Process()
        process.executableURL = BuiltProducts.url("StoreWorker")
        process.arguments = arguments
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        self.process = process
        output = PipeDrain(stdout.fileHandleForReading)
        errors = PipeDrain(stderr.fileHandleForReading)
        try process.run()
    }

    /// Everything the child printed on standard output so far.
    var printed: String { output.text }
    /// Everything the child printed on standard error so far.
    var complaints: String { errors.text }

    /// Waits until the child has printed `line`; false when it did not within `limit` (a bound
    /// on a broken child, not a speed target).
    func waitForLine(_ line: String, within limit: Duration = .seconds(60)) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if printed.split(separator: "\n").contains(Substring(line)) { return true }
            if !process.isRunning, !printed.split(separator: "\n").contains(Substring(line)) {
                try? await Task.sleep(for: .milliseconds(50))
                return printed.split(separator: "\n").contains(Substring(line))
            }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return false
    }

    /// Kills the child at once, as a crash or power cut would stop it mid-write.
    func killNow() {
        kill(process.processIdentifier, SIGKILL)
    }

    /// Whether the child has ended by SIGKILL (and not, say, by exiting after it finished).
    var wasKilled: Bool {
        !process.isRunning && process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
    }

    /// Whether the child is still running.
    var isRunning: Bool { process.isRunning }

    /// Waits for the child to end, and for everything it printed to be read
    /// (``PipeDrain/finished(within:)``), and returns its exit status (or signal number).
    func exitStatus(within limit: Duration = .seconds(120)) async -> Int32? {
        let deadline = ContinuousClock.now + limit
        while process.isRunning {
            guard ContinuousClock.now < deadline else { return nil }
            try? await Task.sleep(for: .milliseconds(5))
        }
        guard await output.finished(within: deadline - .now), await errors.finished(within: deadline - .now)
        else { return nil }
        return process.terminationStatus
    }
}
