import Data
import Foundation
import RemoteStore
import TestSupport

/// One server process for one test: the app's `server` (App/Server) on the memory store, or the
/// fault-injecting Python double (``startHostile(_:over:)``), which alone serves the administration
/// endpoints the fault tests need (`AdminRequests.swift`). Started on a free port of 127.0.0.1,
/// over http or, behind a ``TLSFront``, over https; stopped by ``stop()``. Each test starts its
/// own, so tests running in parallel share no state; the server also exits when this process's end of its stdin closes,
/// so a crashed test run leaves no server behind.
final class ReferenceServer: Sendable {
    /// The server's root, e.g. `http://127.0.0.1:41234` or `https://127.0.0.1:41235`.
    let baseURL: URL
    /// A transport that reaches it: over https, one that trusts the test's CA.
    let transport: any HTTPTransport
    private let process: SpawnedProcess
    private let front: TLSFront?

    /// Over https, the CA file a client must trust (what `SSL_CERT_FILE` names for `demo`).
    var authorityFile: String? { front?.certificates.authorityFile }

    private init(process: SpawnedProcess, upstream: URL, front: TLSFront?) {
        self.process = process
        self.front = front
        baseURL = front?.baseURL ?? upstream
        transport =
            front.map { CurlTransport(certificateAuthorities: $0.certificates.authorityFile) } ?? CurlTransport.shared
    }

    deinit {
        stop()
    }

    /// Starts a server, with `arguments` added to its command line, and waits for its port.
    static func start(_ arguments: [String] = [], over wire: Wire = .http) async throws -> ReferenceServer {
        try await launch(
            ChildCommand(
                BuiltProducts.url("server").path,
                ["--store", "memory", "--port", "0", "--exit-on-stdin-eof"] + arguments),
            over: wire)
    }

    /// Starts the hostile double instead (Tests/HostileServer/server.py, python3): a test double
    /// that counts requests (`GET /_admin/stats`) and commits, on request (`POST /_admin/faults`),
    /// the faults a real server must never commit: error statuses, delays, malformed, huge,
    /// dropped, endless and chunked answers, redirects, and answers lost after the write. The
    /// product server has no such hooks.
    static func startHostile(_ arguments: [String] = [], over wire: Wire = .http) async throws -> ReferenceServer {
        let script = BuiltProducts.repositoryRoot.appendingPathComponent("Tests/HostileServer/server.py")
        return try await launch(
            ChildCommand("/usr/bin/env", ["python3", script.path, "--port", "0", "--exit-on-stdin-eof"] + arguments),
            over: wire)
    }

    /// Whether python3, which the hostile double needs, is on this machine.
    static var hostileIsAvailable: Bool {
        ProcessInfo.processInfo.environment["PATH", default: "/usr/bin:/bin"].split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/python3")
        }
    }

    private static func launch(_ command: ChildCommand, over wire: Wire) async throws -> ReferenceServer {
        try wire.requireAvailable()
        var command = command
        command.standardInput = .pipe
        // Its standard error stays this process's, as it was: a server that fails says why in
        // the test log.
        command.standardError = .inherit
        let process = try SpawnedProcess(command)
        let upstream = try await process.listeningURL(within: .seconds(60))
        let front = wire == .https ? try await TLSFront(upstream: upstream) : nil
        return ReferenceServer(process: process, upstream: upstream, front: front)
    }

    /// `settings` sending through ``transport``.
    func reaching(_ settings: NetworkSettings) -> NetworkSettings {
        var settings = settings
        settings.transport = transport
        return settings
    }

    /// The gateway to the server's app API (`/v1`) with `settings`, sending through ``transport``.
    func gateway(_ settings: NetworkSettings = NetworkSettings()) -> AppGateway {
        AppGateway(baseURL: baseURL.appendingPathComponent("v1"), settings: reaching(settings))
    }

    /// A client of the hostile double's administration API (`/_admin`, `AdminRequests.swift`):
    /// control calls, never retried, given up sooner than the app's.
    var admin: AppGateway {
        AppGateway(
            baseURL: baseURL.appendingPathComponent("_admin"),
            settings: reaching(NetworkSettings(timeout: .seconds(5), retry: .never)))
    }

    /// Kills the server (and its TLS front). Safe to call more than once; its ``SpawnedProcess``
    /// reaps the child.
    func stop() {
        front?.stop()
        process.kill()
        process.closeInput()
    }
}
