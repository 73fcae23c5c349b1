import Data
import Domain
import Foundation
import RemoteStore
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("A gateway follows only same-origin read redirects, and at most 5 of them")
struct RedirectPolicyTests {
    private let list = ListTodoRequest(query: .all)

    private func redirect(_ status: Int = 302, to location: String) -> Result<HTTPResponse, NetworkError> {
        .success(HTTPResponse(status: status, headers: ["Location": location]))
    }

    @Test("a relative or absolute same-origin Location is followed, the default port included")
    func sameOrigin() async throws {
        let transport = StubTransport([
            redirect(301, to: "/v2/todos"), redirect(308, to: "http://api.test:80/v3/todos"), .json(200, "[]"),
        ])
        #expect(try await stubbedGateway(transport).request(list).isEmpty)
        #expect(transport.requests.map { $0.url?.path } == ["/v1/todos", "/v2/todos", "/v3/todos"])
    }

    @Test(
        "another scheme, host or port is another origin",
        arguments: ["https://api.test/v1/todos", "http://evil.test/v1/todos", "http://api.test:8080/v1/todos"])
    func otherOrigin(location: String) async throws {
        let transport = StubTransport([redirect(to: location)])
        let error = await networkError { () async throws(NetworkError) in
            try await stubbedGateway(transport).request(list)
        }
        guard case .redirectRefused(let refused) = error else {
            Issue.record("expected redirectRefused, got \(String(describing: error))")
            return
        }
        #expect(refused.reason == .otherOrigin && refused.location == location)
        #expect(transport.requests.count == 1)
    }

    @Test("writes are never redirected, and an answer without Location is refused", arguments: [303, 307])
    func writesAndMissingLocation(status: Int) async throws {
        let transport = StubTransport([redirect(status, to: "/v1/todos"), .success(HTTPResponse(status: 302))])
        let gateway = stubbedGateway(transport)
        let write = await networkError { () async throws(NetworkError) in
            try await gateway.request(DeleteTodoRequest(id: UUID()))
        }
        let nowhere = await networkError { () async throws(NetworkError) in try await gateway.request(list) }
        guard case .redirectRefused(let refusedWrite) = write, case .redirectRefused(let refusedRead) = nowhere else {
            Issue.record("got \(String(describing: write)) and \(String(describing: nowhere))")
            return
        }
        #expect(refusedWrite.reason == .notARead && refusedWrite.status == status)
        #expect(refusedRead.reason == .noLocation)
    }

    @Test("a request with a body accepts an answer up to twice its size, others the configured limit")
    func limitScalesWithTheBody() async throws {
        let big = String(repeating: "x", count: 300)
        let transport = StubTransport([.json(201, #"["\#(big)"]"#), .json(200, #"["\#(big)"]"#)])
        let gateway = stubbedGateway(transport, maximumResponseBytes: 200)
        let create = EchoCreate(text: String(repeating: "y", count: 200))
        #expect(try await gateway.request(create) == [big])
        let error = await networkError { () async throws(NetworkError) in try await gateway.request(EchoList()) }
        guard case .responseTooLarge(let limit, _, _) = error else {
            Issue.record("expected responseTooLarge, got \(String(describing: error))")
            return
        }
        #expect(limit == 200)
    }
}

private struct EchoCreate: APIRequest {
    typealias Response = [String]
    let text: String
    var path: String { "echo" }
    var method: HTTPMethod { .post }
    var body: (any Encodable & Sendable)? { [text] }
}

private struct EchoList: APIRequest {
    typealias Response = [String]
    var path: String { "echo" }
    var method: HTTPMethod { .get }
}
