import Data
import Foundation
import RemoteStore
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("The curl transport refuses what it must not send, and bounds the connection")
struct CurlTransportTests {
    @Test("a header value with a control character is refused, and not repeated")
    func headerInjectionIsRefused() async throws {
        // Port 9 (discard): nothing is expected to listen, and nothing must be tried. (URLRequest
        // itself drops a value with a line break; other control characters it keeps.)
        var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:9/v1/todos")))
        request.setValue("Bearer s3cret\u{1B}[2J", forHTTPHeaderField: "Authorization")
        let error = await networkError { () async throws(NetworkError) in
            _ = try await CurlTransport().send(request, maximumBodyBytes: 1024)
        }
        guard case .invalidRequest(let reason) = error else {
            Issue.record("expected invalidRequest, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("Authorization") && !reason.contains("s3cret"))
    }

    @Test("a URL other than http or https is refused", arguments: ["file:///etc/passwd", "ftp://127.0.0.1:9/x"])
    func otherSchemesAreRefused(_ text: String) async throws {
        let request = URLRequest(url: try #require(URL(string: text)))
        let error = await networkError { () async throws(NetworkError) in
            _ = try await CurlTransport().send(request, maximumBodyBytes: 1024)
        }
        guard case .invalidRequest(let reason) = error else {
            Issue.record("expected invalidRequest, got \(String(describing: error))")
            return
        }
        #expect(reason.contains(text))
    }

    @Test("a refused connection is a transport failure that says so and names the URL")
    func refusedConnection() async throws {
        var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:9/v1/todos")))
        request.timeoutInterval = 10
        let error = await networkError { () async throws(NetworkError) in
            _ = try await CurlTransport().send(request, maximumBodyBytes: 1024)
        }
        guard case .transport(let failure) = error else {
            Issue.record("expected a transport failure, got \(String(describing: error))")
            return
        }
        #expect(failure.code == .cannotConnectToHost && failure.url == "http://127.0.0.1:9/v1/todos")
    }

    @Test("a server that accepts but never completes the TLS handshake ends as timedOut after the connect timeout")
    func connectTimeout() async throws {
        let listener = try LoopbackPort()
        try listener.listen()
        var request = URLRequest(url: try #require(URL(string: "https://127.0.0.1:\(listener.port)/v1/todos")))
        // The whole request may take far longer: what ends it is the connection's own bound.
        request.timeoutInterval = 120
        let transport = CurlTransport(certificateAuthorities: nil, connectTimeout: .milliseconds(300))
        let sent = request

        let error = await withinTimeLimit {
            await networkError { () async throws(NetworkError) in
                _ = try await transport.send(sent, maximumBodyBytes: 1024)
            }
        }

        guard case .timedOut(let after, let url) = error ?? nil else {
            Issue.record("expected timedOut, got \(String(describing: error))")
            return
        }
        #expect(after == .milliseconds(300) && url == request.url?.absoluteString)
    }
}
