import Foundation

/// nginx (Debian's package) serving one file as static content on 127.0.0.1: the baseline for the
/// server's GET. Started by ``start(serving:at:in:)`` with a configuration of its own (no access
/// log, two workers like the server's two threads), stopped by ``stop()``.
final class NginxStaticServer {
    /// The port it listens on.
    let port: UInt16
    private let process: Process

    /// Where nginx is, or nil when it is not installed.
    static var executable: String? {
        ["/usr/sbin/nginx", "/usr/bin/nginx"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Serves `body` at `path` (e.g. `/v1/todos/ID`), from files under `folder`.
    init(_ nginx: String, serving body: Data, at path: String, in folder: URL) throws {
        let root = folder.appendingPathComponent("root")
        let file = root.appendingPathComponent(String(path.dropFirst()))
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try body.write(to: file)
        port = try FreePort.find()
        let configuration = folder.appendingPathComponent("nginx.conf")
        try """
        daemon off;
        worker_processes 2;
        pid \(folder.path)/nginx.pid;
        error_log \(folder.path)/error.log;
        events { worker_connections 1024; }
        http {
            access_log off;
            client_body_temp_path \(folder.path)/body;
            proxy_temp_path \(folder.path)/proxy;
            fastcgi_temp_path \(folder.path)/fastcgi;
            uwsgi_temp_path \(folder.path)/uwsgi;
            scgi_temp_path \(folder.path)/scgi;
            server {
                listen 127.0.0.1:\(port);
                root \(root.path);
                default_type application/json;
            }
        }
        """.write(to: configuration, atomically: true, encoding: .utf8)
        process = Process()
        process.executableURL = URL(fileURLWithPath: nginx)
        process.arguments = ["-c", configuration.path, "-p", folder.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        try HTTPProbe.waitUntilServing("http://127.0.0.1:\(port)\(path)")
    }

    /// The master and its workers, for ``ProcessCPU``.
    var pids: [Int32] { [process.processIdentifier] + ProcessCPU.children(of: process.processIdentifier) }

    /// Stops nginx and waits for it.
    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}

/// A port the kernel says is free now (closed again at once; nginx binds it a moment later).
enum FreePort {
    static func find() throws -> UInt16 {
        let descriptor = socket(AF_INET, streamType, 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else { throw BenchSetupError("no free port on 127.0.0.1") }
        return UInt16(bigEndian: address.sin_port)
    }
}

// glibc's SOCK_STREAM is an enum case, Darwin's a plain Int32.
#if canImport(Glibc)
    private let streamType = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    private let streamType = SOCK_STREAM
#endif
