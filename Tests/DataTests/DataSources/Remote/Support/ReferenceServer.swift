import Data
import Foundation
import TestSupport

/// One server process for one test: the app's `server` (App/Server) on the memory store, or the
/// fault-injecting Python double (``startHostile(_:)``), which alone serves the administration
/// endpoints the fault tests need (`AdminRequests.swift`). Started on a free port of 127.0.0.1,
/// stopped by ``stop()``. Each test starts its own, so tests running in
/// parallel share no state; the server also exits when this process's end of its stdin closes,
/// so a crashed test run leaves no server behind.
final class ReferenceServer: Sendable {
    /// The server's root, e.g. `http://127.0.0.1:41234`.
    let baseURL: URL
    private let process: SpawnedProcess

    private init(baseURL: URL, process: SpawnedProcess) {
        self.baseURL = baseURL
        self.process = process
    }

    deinit {
        stop()
    }

    /// Starts a server, with `arguments` added to its command line, and waits for its port.
    static func start(_ arguments: [String] = []) async throws -> ReferenceServer {
        try await launch(
            ChildCommand(
                BuiltProducts.url("server").path,
                ["--store", "memory", "--port", "0", "--exit-on-stdin-eof"] + arguments))
    }

    /// Starts the hostile double instead (Tools/ReferenceServer/server.py, python3): a test double
    /// that counts requests (`GET /_admin/stats`) and commits, on request (`POST /_admin/faults`),
    /// the faults a real server must never commit: error statuses, delays, malformed, huge,
    /// dropped, endless and chunked answers, redirects, and answers lost after the write. The
    /// product server has no such hooks.
    static func startHostile(_ arguments: [String] = []) async throws -> ReferenceServer {
        let script = BuiltProducts.repositoryRoot.appendingPathComponent("Tools/ReferenceServer/server.py")
        return try await launch(
            ChildCommand("/usr/bin/env", ["python3", script.path, "--port", "0", "--exit-on-stdin-eof"] + arguments))
    }

    /// Whether python3, which the hostile double needs, is on this machine.
    static var hostileIsAvailable: Bool {
        ProcessInfo.processInfo.environment["PATH", default: "/usr/bin:/bin"].split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/python3")
        }
    }

    private static func launch(_ command: ChildCommand) async throws -> ReferenceServer {
        var command = command
        command.standardInput = .pipe
        // Its standard error stays this process's, as it was: a server that fails says why in
        // the test log.
        command.standardError = .inherit
        let process = try SpawnedProcess(command)
        return ReferenceServer(baseURL: try await process.listeningURL(within: .seconds(60)), process: process)
    }

    /// The server's gateways with `settings` for the app API.
    func gateways(_ settings: NetworkSettings = NetworkSettings()) -> GatewayRegistry {
        GatewayRegistry(serverURL: baseURL, settings: settings)
    }

    /// Kills the server. Safe to call more than once; its ``SpawnedProcess`` reaps the child.
    func stop() {
        process.kill()
        process.closeInput()
    }
}
