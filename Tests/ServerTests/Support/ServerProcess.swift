import Foundation
import Synchronization
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// One `server` process for one test, on 127.0.0.1 and a free port: started by ``start(_:)``,
/// ended by ``terminate()`` (SIGTERM, waits for the exit status), ``kill()`` (SIGKILL) or, when a
/// test failed first, by closing its standard input (`--exit-on-stdin-eof`).
final class ServerProcess: Sendable {
    /// The port it printed.
    let port: UInt16
    /// Its standard error so far (the access log with `--log`).
    var errorOutput: String { stderr.text }

    private let process: Mutex<Process>
    private let input: FileHandle
    private let stderr: PipeDrain

    private init(port: UInt16, process: Process, input: FileHandle, stderr: PipeDrain) {
        self.port = port
        self.process = Mutex(process)
        self.input = input
        self.stderr = stderr
    }

    deinit {
        kill()
    }

    /// Starts `server` with `arguments` after `--port 0 --exit-on-stdin-eof`, and reads its port.
    static func start(_ arguments: [String], environment: [String: String]? = nil) async throws -> ServerProcess {
        try await offCooperativePool {
            let process = Process()
            process.executableURL = BuiltProducts.url("server")
            process.arguments = ["--port", "0", "--exit-on-stdin-eof"] + arguments
            if let environment { process.environment = environment }
            let output = Pipe()
            let input = Pipe()
            let errors = Pipe()
            process.standardOutput = output
            process.standardInput = input
            process.standardError = errors
            try process.run()
            let drain = PipeDrain(errors.fileHandleForReading)
            var line = Data()
            while let byte = try output.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != 10 {
                line.append(first)
            }
            let text = String(decoding: line, as: UTF8.self)
            guard text.hasPrefix("listening on http://127.0.0.1:"),
                let port = text.split(separator: ":").last.flatMap({ UInt16($0) })
            else {
                process.terminate()
                throw ServerDidNotStart(output: text, errors: drain.text)
            }
            return ServerProcess(port: port, process: process, input: input.fileHandleForWriting, stderr: drain)
        }
    }

    /// The server's root URL.
    var url: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// Sends SIGTERM and returns the exit status, waiting on a thread of its own, once all the
    /// server wrote to standard error has been read too (``PipeDrain/finished(within:)``): tests
    /// read the access log next.
    func terminate() async throws -> Int32 {
        let process = process.withLock { $0 }
        Glibc.kill(process.processIdentifier, SIGTERM)
        let status = try await offCooperativePool {
            process.waitUntilExit()
            return process.terminationStatus
        }
        _ = await stderr.finished(within: .seconds(30))
        return status
    }

    /// SIGKILL, at once; safe to call more than once.
    func kill() {
        process.withLock { process in
            guard process.isRunning else { return }
            Glibc.kill(process.processIdentifier, SIGKILL)
        }
        try? input.close()
    }

    /// Waits until the killed process is gone.
    func waitUntilGone() async throws {
        let process = process.withLock { $0 }
        try await offCooperativePool { process.waitUntilExit() }
    }
}

/// The server printed no address; what it printed instead.
struct ServerDidNotStart: Error, CustomStringConvertible {
    let output: String
    let errors: String
    var description: String { "server did not start; stdout: \(output); stderr: \(errors)" }
}
