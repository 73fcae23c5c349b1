import Data
import Foundation
import Synchronization
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// One `server` process (App/Server) for one test, on the memory store with the test-only
/// administration endpoints: started on a free port of 127.0.0.1, stopped by ``stop()``. Each test starts its own, so tests running in
/// parallel share no state; the server also exits when this process's end of its stdin closes,
/// so a crashed test run leaves no server behind.
final class ReferenceServer: Sendable {
    /// The server's root, e.g. `http://127.0.0.1:41234`.
    let baseURL: URL
    private let process: Mutex<Process>
    private let input: FileHandle

    private init(baseURL: URL, process: Process, input: FileHandle) {
        self.baseURL = baseURL
        self.process = Mutex(process)
        self.input = input
    }

    deinit {
        stop()
    }

    /// Starts a server, with `arguments` added to its command line, and waits for its port.
    static func start(_ arguments: [String] = []) async throws -> ReferenceServer {
        let process = Process()
        process.executableURL = BuiltProducts.url("server")
        process.arguments = ["--store", "memory", "--port", "0", "--test-admin", "--exit-on-stdin-eof"] + arguments
        return try await launch(process)
    }

    /// Starts the hostile double instead (Tools/ReferenceServer/server.py, python3): the faults
    /// a real server must never commit and `server --test-admin` does not fake, because
    /// libmicrohttpd frames every answer itself: redirects, endless and chunked bodies with
    /// extensions and trailers, and answers lost after the write.
    static func startHostile(_ arguments: [String] = []) async throws -> ReferenceServer {
        let script = BuiltProducts.repositoryRoot.appendingPathComponent("Tools/ReferenceServer/server.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--port", "0", "--exit-on-stdin-eof"] + arguments
        return try await launch(process)
    }

    /// Whether python3, which the hostile double needs, is on this machine.
    static var hostileIsAvailable: Bool {
        ProcessInfo.processInfo.environment["PATH", default: "/usr/bin:/bin"].split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/python3")
        }
    }

    private static func launch(_ process: Process) async throws -> ReferenceServer {
        let output = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        try process.run()
        let line = await firstLine(of: output.fileHandleForReading)
        guard let address = line.split(separator: " ").last, let url = URL(string: String(address)),
            url.port != nil
        else {
            process.terminate()
            throw ServerFailedToStart(output: line)
        }
        return ReferenceServer(baseURL: url, process: process, input: input.fileHandleForWriting)
    }

    /// The server's gateways with `settings` for the app API.
    func gateways(_ settings: NetworkSettings = NetworkSettings()) -> GatewayRegistry {
        GatewayRegistry(serverURL: baseURL, settings: settings)
    }

    /// Kills the server. Safe to call more than once; Foundation reaps the child.
    ///
    /// SIGKILL rather than `terminate()`: a child of a test process can inherit a signal mask that
    /// blocks SIGTERM, and `waitUntilExit()` would then spin on a cooperative thread for ever.
    func stop() {
        process.withLock { process in
            guard process.isRunning else { return }
            kill(process.processIdentifier, SIGKILL)
        }
        try? input.close()
    }

    /// Reads up to the first newline on a thread of its own, since the read blocks.
    private static func firstLine(of handle: FileHandle) async -> String {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var bytes = Data()
                while !bytes.contains(UInt8(ascii: "\n")) {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    bytes.append(chunk)
                }
                let text = String(decoding: bytes, as: UTF8.self)
                continuation.resume(returning: text.split(separator: "\n").first.map(String.init) ?? text)
            }
        }
    }
}

/// The server printed no address; `output` is what it printed instead.
struct ServerFailedToStart: Error, CustomStringConvertible {
    let output: String
    var description: String { "the server did not start; it printed: \(output)" }
}
