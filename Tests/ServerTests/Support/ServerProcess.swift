import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One `server` process for one test, on 127.0.0.1 and a free port: started by ``start(_:)``,
/// ended by ``terminate()`` (SIGTERM, waits for the exit status), ``kill()`` (SIGKILL) or, when a
/// test failed first, by closing its standard input (`--exit-on-stdin-eof`).
final class ServerProcess: Sendable {
    /// The port it printed.
    let port: UInt16
    /// Its standard error so far (the access log with `--log`).
    var errorOutput: String { process.standardError }

    private let process: SpawnedProcess

    private init(port: UInt16, process: SpawnedProcess) {
        self.port = port
        self.process = process
    }

    deinit {
        kill()
    }

    /// Starts `server` with `arguments` after `--port 0 --exit-on-stdin-eof`, and reads its port.
    static func start(_ arguments: [String], environment: [String: String]? = nil) async throws -> ServerProcess {
        let process = try SpawnedProcess(
            ChildCommand(
                BuiltProducts.url("server").path, ["--port", "0", "--exit-on-stdin-eof"] + arguments,
                environment: environment, standardInput: .pipe))
        // Loopback only, as the server promises: any other address is a failure too.
        let url = try await process.listeningURL(host: "127.0.0.1", within: .seconds(60))
        // `listeningURL` has checked that the port is one, 1 to 65,535.
        return ServerProcess(port: UInt16(truncatingIfNeeded: url.port ?? 0), process: process)
    }

    /// The server's root URL.
    var url: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// The most memory the process has held so far, in bytes (`VmHWM` in /proc/PID/status, Linux).
    var peakResidentBytes: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        return kilobytes * 1024
    }

    /// Sends SIGTERM and returns the exit status, waiting on a thread of its own, once all the
    /// server wrote to standard error has been read too: tests read the access log next.
    func terminate() async throws -> Int32 {
        process.terminate()
        return try await process.exit(within: .seconds(60)).status
    }

    /// SIGKILL, at once; safe to call more than once.
    func kill() {
        process.kill()
        process.closeInput()
    }

    /// Waits until the killed process is gone.
    func waitUntilGone() async throws {
        _ = try await process.exit(within: .seconds(60))
    }
}
