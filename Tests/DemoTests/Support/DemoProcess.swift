import Foundation
import TestSupport

/// Runs the built `demo` binary as a child process, as a person or a script would.
struct DemoProcess {
    /// What a run left behind.
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Environment every run starts from: no colour hints from the developer's shell, and a
    /// private data home so that the default store is never the developer's own.
    let environment: [String: String]

    init(dataHome: URL, extra: [String: String] = [:]) {
        var environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        environment["HOME"] = dataHome.path
        environment["XDG_DATA_HOME"] = dataHome.path
        environment["TZ"] = "UTC"
        self.environment = environment.merging(extra) { _, new in new }
    }

    /// Runs `demo arguments...` with `input` on standard input and waits for it to end, on a
    /// thread of its own so that the waiting never holds a cooperative thread.
    func run(_ arguments: [String], input: String = "") async throws -> Result {
        try await Self.run(BuiltProducts.url("demo").path, arguments, input: input, environment: environment)
    }

    /// Runs the shell command line `script` under `sh -c`, for redirections an argument list
    /// cannot express (`>&-`, `>/dev/full`, `| head -1`).
    static func shell(_ script: String, environment: [String: String]) async throws -> Result {
        try await run("/bin/sh", ["-c", script], input: "", environment: environment)
    }

    private static func run(
        _ executable: String, _ arguments: [String], input: String, environment: [String: String]
    ) async throws -> Result {
        let outcome = try await SpawnedProcess.run(
            ChildCommand(executable, arguments, environment: environment), input: Data(input.utf8))
        return Result(status: outcome.status, stdout: outcome.stdout, stderr: outcome.stderr)
    }
}

/// A temporary folder, removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("demo-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
