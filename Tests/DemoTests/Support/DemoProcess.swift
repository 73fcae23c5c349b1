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
        let environment = environment
        return try await offCooperativePool { try Self.runBlocking(arguments, input: input, environment: environment) }
    }

    /// Runs the shell command line `script` under `sh -c`, for redirections a `Process` cannot
    /// express (`>&-`, `>/dev/full`, `| head -1`).
    static func shell(_ script: String, environment: [String: String]) async throws -> Result {
        try await offCooperativePool {
            try runBlocking(
                ["-c", script], input: "", environment: environment, executable: URL(fileURLWithPath: "/bin/sh"))
        }
    }

    private static func runBlocking(
        _ arguments: [String], input: String, environment: [String: String],
        executable: URL = BuiltProducts.url("demo")
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // Read standard error on another thread while this one reads standard output, so that
        // neither pipe can fill up and stall the child.
        let errorReader = PipeReader(stderr.fileHandleForReading)
        let outputData = stdout.fileHandleForReading.readToEndRetryingInterrupts()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorReader.wait(), as: UTF8.self))
    }
}

/// Reads a pipe to its end on a thread of its own.
final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readToEndRetryingInterrupts()
            done.signal()
        }
    }

    /// Everything read, once the writer closed the pipe.
    func wait() -> Data {
        done.wait()
        return data
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
