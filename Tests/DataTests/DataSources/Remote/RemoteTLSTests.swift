import Data
import Domain
import Foundation
import RemoteStore
import TestSupport
import Testing
import WireFormat

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Certificates: the remote store trusts the system's CAs, or the PEM file `SSL_CERT_FILE`
/// names, and refuses any other server before sending it anything, with an error that names the
/// server and its certificate. (The contract suite, redirects, body bounds, timeouts and
/// cancellation over https are in the suites of each, run over both wires.)
@Suite(
    "TLS: whose certificates the remote store trusts",
    .enabled(if: TLSFront.isAvailable, Comment(rawValue: TLSFront.unavailableReason)),
    .enabled(if: ReferenceServer.hostileIsAvailable, "the hostile double needs python3"))
struct RemoteTLSTests {
    @Test("a certificate no trusted CA signed is refused, naming the server and the certificate; nothing is sent")
    func untrustedCertificateIsRefused() async throws {
        let server = try await ReferenceServer.startHostile(over: .https)
        defer { server.stop() }
        var settings = NetworkSettings.faultTest()
        // The system's CAs only, whatever this process's SSL_CERT_FILE says.
        settings.transport = CurlTransport(certificateAuthorities: nil)
        let gateway = AppGateway(baseURL: server.baseURL.appendingPathComponent("v1"), settings: settings)

        let error = await networkError { () async throws(NetworkError) in
            try await gateway.request(CreateTodoRequest([TodoBody(Todo(title: "Never sent"))]))
        }

        guard case .transport(let failure) = error else {
            Issue.record("expected a transport failure, got \(String(describing: error))")
            return
        }
        let host = "127.0.0.1:\(server.baseURL.port ?? 0)"
        #expect(failure.code == .serverCertificateUntrusted, "\(failure)")
        #expect(failure.message.contains("the certificate of \(host)"), "\(failure.message)")
        #expect(failure.message.contains("127.0.0.1") && failure.message.contains(TestCertificates.authorityName))
        #expect(failure.message.contains("SSL_CERT_FILE"), "\(failure.message)")
        // Not retried, and no request reached the server behind the TLS endpoint.
        try await server.expectRequestCount(0)
    }

    @Test(
        "demo over https: with SSL_CERT_FILE naming the CA it stores; without, it fails naming the certificate",
        .enabled(if: MeasuredDemo.isAvailable))
    func demoHonoursSSLCertFile() async throws {
        let server = try await ReferenceServer.start(over: .https)
        defer { server.stop() }
        let authority = try #require(server.authorityFile)
        let store = ["--store", server.baseURL.absoluteString]

        let added = try await MeasuredDemo.run(
            store + ["todo", "add", "Over TLS"], environment: ["SSL_CERT_FILE": authority])
        let listed = try await MeasuredDemo.run(store + ["todo", "list"], environment: ["SSL_CERT_FILE": authority])
        let untrusted = try await MeasuredDemo.run(store + ["todo", "list"])

        #expect(added.status == 0 && listed.status == 0, "\(added.stderr) \(listed.stderr)")
        #expect(listed.stdout.contains("Over TLS"))
        #expect(untrusted.status == 1)
        #expect(untrusted.stderr.contains(TestCertificates.authorityName), "\(untrusted.stderr)")
    }
}
