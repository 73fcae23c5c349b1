import Foundation
import TestSupport

/// `demo` running on a pseudo-terminal, through util-linux `script`, so that it sees a real TTY
/// on standard input and output: keys are written in, the screen is read back.
final class PseudoTerminalSession: Sendable {
    private let process: SpawnedProcess

    /// Starts `demo arguments...` under `environment`.
    convenience init(_ arguments: [String], environment: [String: String]) throws {
        try self.init(shellCommand: Self.quotedDemo(arguments), environment: environment)
    }

    /// Starts a shell command line on the pseudo-terminal (see ``quotedDemo(_:)``).
    init(shellCommand command: String, environment: [String: String]) throws {
        // `script` makes the pseudo-terminal and a session for `demo` on it itself, so this
        // child needs no controlling terminal of its own.
        process = try SpawnedProcess(
            ChildCommand(
                "/usr/bin/script", ["-qfec", command, "/dev/null"], environment: environment,
                standardInput: .pipe, standardError: .standardOutput))
    }

    /// `demo arguments...`, quoted for a shell.
    static func quotedDemo(_ arguments: [String]) -> String {
        ([BuiltProducts.url("demo").path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    }

    /// Whether `script` is there to run the session. macOS's /usr/bin/script is BSD's, which takes
    /// the command as its arguments rather than util-linux's `-c`: there the sessions are not run.
    static var isAvailable: Bool {
        #if os(Linux)
            FileManager.default.isExecutableFile(atPath: "/usr/bin/script")
        #else
            false
        #endif
    }

    /// Types `keys`.
    func type(_ keys: String) throws {
        try process.write(keys)
    }

    /// The screen since the last clear, with escape sequences removed: what a person sees.
    var screen: String {
        let text = process.standardOutput
        let lastFrame = text.components(separatedBy: "\u{1B}[H").last ?? ""
        return lastFrame.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\r", with: "")
    }

    /// Everything written so far, escape sequences included.
    var rawTranscript: String {
        process.standardOutput
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
        try await process.exit(within: .seconds(60)).status
    }

    /// Ends the process if a failed test left it running.
    func terminate() {
        process.terminate()
    }
}
