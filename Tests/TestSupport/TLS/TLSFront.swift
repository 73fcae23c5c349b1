import Foundation

/// nginx on 127.0.0.1 speaking TLS with the ``TestCertificates`` and passing every request on,
/// unchanged and unbuffered, to a plain-HTTP server: so that a test reaches `server` (or the
/// hostile double) over https exactly as over http. Redirects, statuses, delays and endless
/// bodies come through as the server sent them; the body size is not limited here.
public final class TLSFront: Sendable {
    /// `https://127.0.0.1:PORT`.
    public let baseURL: URL
    /// The certificates it presents; a client trusts `certificates.authorityFile`.
    public let certificates: TestCertificates
    private let process: SpawnedProcess
    private let folder: URL

    /// Whether nginx and openssl are installed (scripts/lib/ensure-curl installs them).
    public static var isAvailable: Bool { nginx != nil && onPath("openssl") != nil }

    /// Why https tests skip on this machine.
    public static let unavailableReason =
        "the https tests need nginx and openssl (scripts/lib/ensure-curl installs nginx-light and openssl)"

    /// Starts nginx in front of `upstream` (e.g. `http://127.0.0.1:41234`) on `port`, or on a
    /// free one when nil, and waits until it listens there.
    public init(upstream: URL, port: Int? = nil) async throws {
        guard let nginx = Self.nginx else { throw TLSFixtureFailure(what: "finding nginx", output: "") }
        certificates = try await TestCertificates.shared()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tls-front-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A free port can be taken by another test's front before this nginx binds it; that one
        // then fails to bind and exits, and a fresh port is tried.
        var attempt = 1
        while true {
            let listening = try port ?? Self.freePort()
            let configuration = folder.appendingPathComponent("nginx.conf")
            try Self.configuration(port: listening, upstream: upstream, certificates: certificates, folder: folder.path)
                .write(to: configuration, atomically: true, encoding: .utf8)
            let process = try SpawnedProcess(
                ChildCommand(
                    nginx, ["-p", folder.path, "-c", configuration.path, "-e", "stderr"], standardOutput: .null,
                    standardError: .pipe))
            do {
                try await Self.waitUntilListening(port: listening, process: process, folder: folder)
                self.process = process
                baseURL = URL(string: "https://127.0.0.1:\(listening)") ?? upstream
                return
            } catch {
                guard port == nil, attempt < 3, !process.isRunning else {
                    try? FileManager.default.removeItem(at: folder)
                    throw error
                }
                attempt += 1
            }
        }
    }

    deinit {
        stop()
    }

    /// Stops nginx and removes its folder. Safe to call more than once.
    public func stop() {
        process.kill()
        try? FileManager.default.removeItem(at: folder)
    }

    private static func configuration(
        port: Int, upstream: URL, certificates: TestCertificates, folder: String
    ) -> String {
        let upstreamAddress = "\(upstream.host ?? "127.0.0.1"):\(upstream.port ?? 80)"
        // In the foreground, one process, everything in the test's folder. The proxy passes the
        // answer on as it arrives (no buffering, no redirect rewriting, no body limit) and waits
        // as long as the slowest fault a test injects.
        return """
            daemon off;
            master_process off;
            worker_processes 1;
            pid \(folder)/nginx.pid;
            error_log stderr warn;
            events { worker_connections 256; }
            http {
                access_log off;
                client_body_temp_path \(folder)/client;
                proxy_temp_path \(folder)/proxy;
                fastcgi_temp_path \(folder)/fastcgi;
                uwsgi_temp_path \(folder)/uwsgi;
                scgi_temp_path \(folder)/scgi;
                server {
                    listen 127.0.0.1:\(port) ssl;
                    ssl_certificate \(certificates.certificateFile);
                    ssl_certificate_key \(certificates.keyFile);
                    client_max_body_size 0;
                    location / {
                        proxy_pass http://\(upstreamAddress);
                        proxy_http_version 1.1;
                        proxy_set_header Connection "";
                        proxy_set_header Host $http_host;
                        proxy_buffering off;
                        proxy_request_buffering off;
                        proxy_redirect off;
                        proxy_read_timeout 600s;
                        proxy_send_timeout 600s;
                    }
                }
            }
            """
    }

    private static var nginx: String? {
        onPath("nginx") ?? (FileManager.default.isExecutableFile(atPath: "/usr/sbin/nginx") ? "/usr/sbin/nginx" : nil)
    }

    private static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH", default: "/usr/bin:/bin"]
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// A port of 127.0.0.1 that nothing listens on now (the kernel's pick), released for nginx
    /// to bind.
    private static func freePort() throws -> Int {
        try LoopbackPort().port
    }

    /// Waits until nginx has written its pid file and a TCP connection to `port` succeeds, or
    /// nginx ends (its error says why). A connection alone proves nothing: on a port another
    /// process listens on, nginx retries its bind for 2.5 s before it gives up, and meanwhile
    /// the connection reaches that process, another test's front, whose server this test would
    /// then share. nginx writes its pid file only once its own socket is bound.
    private static func waitUntilListening(port: Int, process: SpawnedProcess, folder: URL) async throws {
        let pidFile = folder.appendingPathComponent("nginx.pid").path
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            guard process.isRunning else {
                throw TLSFixtureFailure(what: "nginx", output: process.standardError)
            }
            if FileManager.default.fileExists(atPath: pidFile), LoopbackPort.connectionError(to: port) == 0 { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        process.kill()
        throw TLSFixtureFailure(what: "nginx (not listening within 30 s)", output: process.standardError)
    }
}
