import Data
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("The curl transport refuses what it must not send, before sending anything")
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
}
