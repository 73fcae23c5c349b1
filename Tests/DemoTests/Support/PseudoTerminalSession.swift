import Foundation
import TestSupport

/// `demo` running on a pseudo-terminal, through util-linux `script`, so that it sees a real TTY
/// on standard input and output: keys are written in, the screen is read back.
final class PseudoTerminalSession: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var transcriptReader: PipeDrain?

    /// Starts `demo arguments...` under `environment`.
    convenience init(_ arguments: [String], environment: [String: String]) throws {
        try self.init(shellCommand: Self.quotedDemo(arguments), environment: environment)
    }

    /// Starts a shell command line on the pseudo-terminal (see ``quotedDemo(_:)``).
    init(shellCommand command: String, environment: [String: String]) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", command, "/dev/null"]
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        transcriptReader = PipeDrain(output.fileHandleForReading)
    }

    /// `demo arguments...`, quoted for a shell.
    static func quotedDemo(_ arguments: [String]) -> String {
        ([BuiltProducts.url("demo").path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    }

    /// Whether `script` is there to run the session.
    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/script")
    }

    /// Types `keys`.
    func type(_ keys: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data(keys.utf8))
    }

    /// The screen since the last clear, with escape sequences removed: what a person sees.
    var screen: String {
        let text = transcriptReader?.text ?? ""
        let lastFrame = text.components(separatedBy: "\u{1B}[H").last ?? ""
        return lastFrame.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\r", with: "")
    }

    /// Everything written so far, escape sequences included.
    var rawTranscript: String {
        transcriptReader?.text ?? ""
    }

    /// Waits until the screen satisfies `condition`; false if it did not within `seconds`. The
    /// limit only stops a broken run from hanging the suite; the test asserts what is shown.
    func waitForScreen(seconds: Double = 30, _ condition: (String) -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(screen) { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return condition(screen)
    }

    /// Waits, on a thread of its own, for the process to end and returns its exit status.
    func waitForExit() async throws -> Int32 {
        let process = process
        let status = try await offCooperativePool {
            process.waitUntilExit()
            return process.terminationStatus
        }
        return status
    }

    /// Ends the process if a failed test left it running.
    func terminate() {
        if process.isRunning { process.terminate() }
    }
}
