import Data
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("The socket transport sends http itself, hands https on, and refuses unsafe headers")
struct SocketTransportTests {
    @Test("an https request goes to the secure transport, unchanged, with its limit")
    func httpsIsHandedOn() async throws {
        let secure = StubTransport([.json(200, "[]")])
        let url = try #require(URL(string: "https://api.test/v1/todos"))
        let response = try await SocketTransport(secure: secure).send(URLRequest(url: url), maximumBodyBytes: 10)
        #expect(response.status == 200)
        #expect(secure.requests.map(\.url) == [url])
    }

    @Test("a header value with a control character is refused before anything is sent, and not repeated")
    func headerInjectionIsRefused() async throws {
        // Port 9 (discard): nothing is expected to listen, and nothing must be tried. (URLRequest
        // itself drops a value with a line break; other control characters it keeps.)
        var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:9/v1/todos")))
        request.setValue("Bearer s3cret\u{1B}[2J", forHTTPHeaderField: "Authorization")
        let error = await networkError { () async throws(NetworkError) in
            _ = try await SocketTransport().send(request, maximumBodyBytes: 1024)
        }
        guard case .invalidRequest(let reason) = error else {
            Issue.record("expected invalidRequest, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("Authorization") && !reason.contains("s3cret"))
    }
}
