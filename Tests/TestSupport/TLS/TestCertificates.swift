import Foundation

/// A certificate authority and a server certificate for 127.0.0.1 signed by it, made with
/// `openssl` in a folder of their own, once per test process: what an https test's server
/// presents (``TLSFront``) and what its client trusts (the CA, as `SSL_CERT_FILE` names it).
public struct TestCertificates: Sendable {
    /// The CA's certificate, PEM: the file a client must trust.
    public let authorityFile: String
    /// The server's certificate (subject `CN=127.0.0.1`, for IP 127.0.0.1 and `localhost`), PEM.
    public let certificateFile: String
    /// The server's private key, PEM.
    public let keyFile: String
    /// The CA's subject name, which an error about an untrusted certificate names.
    public static let authorityName = "Clean Architecture Test CA"

    /// The process's certificates, made on first use.
    public static func shared() async throws -> TestCertificates {
        try await made.value
    }

    private static let made = Task { try await make() }

    /// The folder of the process's certificates, removed when the process exits.
    private static let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "test-tls-\(UUID().uuidString)")

    private static func make() async throws -> TestCertificates {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // They live as long as the process, so no test can remove them: the process does, at its end.
        atexit { try? FileManager.default.removeItem(at: TestCertificates.folder) }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        let curve = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        try "subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n"
            .write(toFile: path("server.ext"), atomically: true, encoding: .utf8)
        try await openssl(
            ["req", "-x509"] + curve + [
                "-keyout", path("ca.key"), "-out", path("ca.pem"), "-days", "2", "-subj", "/CN=\(authorityName)",
                "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign",
            ])
        try await openssl(
            ["req"] + curve + ["-keyout", path("server.key"), "-out", path("server.csr"), "-subj", "/CN=127.0.0.1"])
        try await openssl([
            "x509", "-req", "-in", path("server.csr"), "-CA", path("ca.pem"), "-CAkey", path("ca.key"),
            "-set_serial", "1", "-days", "2", "-extfile", path("server.ext"), "-out", path("server.pem"),
        ])
        return TestCertificates(
            authorityFile: path("ca.pem"), certificateFile: path("server.pem"), keyFile: path("server.key"))
    }

    private static func openssl(_ arguments: [String]) async throws {
        let outcome = try await SpawnedProcess.run(ChildCommand("openssl", arguments, standardError: .standardOutput))
        guard outcome.status == 0 else {
            throw TLSFixtureFailure(what: "openssl \(arguments[0])", output: outcome.stdout)
        }
    }
}

/// `openssl` or `nginx` failed while a test set up its TLS endpoint.
public struct TLSFixtureFailure: Error, CustomStringConvertible {
    /// What was being done.
    public let what: String
    /// What the tool printed.
    public let output: String

    /// "WHAT failed: OUTPUT".
    public var description: String { "\(what) failed: \(output)" }
}
