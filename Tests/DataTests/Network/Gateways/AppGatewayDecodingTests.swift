import Data
import Domain
import Foundation
import RemoteStore
import TestSupport
import Testing

@Suite("A gateway decodes answers and keeps the evidence when it cannot")
struct AppGatewayDecodingTests {
    @Test("an error status carries the status, the server's error body and a snippet")
    func httpFailureEvidence() async throws {
        let transport = StubTransport([
            .error(409, code: "duplicate_id", message: "taken", extra: #", "id": "\#(Fixtures.id(3))""#)
        ])
        let error = await networkError { () async throws(NetworkError) in
            try await stubbedGateway(transport).request(GetTodoRequest(id: Fixtures.id(3)))
        }
        let failure = try #require(error?.httpFailure)
        #expect(failure.status == 409 && failure.method == .get)
        #expect(failure.url == "http://api.test/v1/todos/\(Fixtures.id(3).uuidString)")
        #expect(failure.serverError?.error.code == "duplicate_id")
        #expect(failure.serverError?.error.id == Fixtures.id(3))
        #expect(failure.bodySnippet.contains("taken"))
        #expect(failure.description.contains("409 duplicate_id: taken"))
    }

    @Test("an error body that is not the documented shape is kept as a bounded snippet")
    func rawSnippetIsBounded() async throws {
        let html = "<html>" + String(repeating: "x", count: 5000) + "</html>"
        let transport = StubTransport([.json(502, html)])
        let error = await networkError { () async throws(NetworkError) in
            try await stubbedGateway(transport, retry: .never, maximumResponseBytes: 10_000)
                .request(ListTodoRequest(query: .all))
        }
        let failure = try #require(error?.httpFailure)
        #expect(failure.serverError == nil)
        #expect(failure.bodySnippet.hasPrefix("<html>xxx"))
        #expect(failure.bodySnippet.utf8.count < BodySnippet.limit + 40)
        #expect(failure.bodySnippet.hasSuffix("(5013 bytes)"))
    }

    @Test("a field of the wrong type is a decoding failure naming its coding path")
    func decodingFailureHasCodingPath() async throws {
        let todo =
            #"{"id": "\#(Fixtures.id(1))", "title": "T", "notes": "", "done": "yes", "#
            + #""priority": "low", "createdAt": "1970-01-01T00:00:00.001Z", "updatedAt": "1970-01-01T00:00:00.001Z"}"#
        let transport = StubTransport([.json(200, "[\(todo)]")])
        let error = await networkError { () async throws(NetworkError) in
            try await stubbedGateway(transport).request(ListTodoRequest(query: .all))
        }
        let failure = try #require(error?.decodingFailure)
        #expect(failure.codingPath == "[0].done")
        #expect(failure.expectedType == "Array<TodoJSON>")
        #expect(failure.bodySnippet.contains("\"yes\""))
    }

    @Test("a missing key is named by its path too")
    func missingKeyHasCodingPath() async throws {
        let transport = StubTransport([.json(200, #"{"total": 1}"#)])
        let error = await networkError { () async throws(NetworkError) in
            try await stubbedGateway(transport).request(CountTodoRequest(filter: .all))
        }
        #expect(error?.decodingFailure?.codingPath == "count")
    }

    @Test("an answer over the size limit is refused unread and not retried")
    func oversizedAnswer() async throws {
        let transport = StubTransport([.json(200, "[" + String(repeating: " ", count: 2048) + "]")])
        let error = await networkError { () async throws(NetworkError) in
            try await stubbedGateway(transport).request(ListTodoRequest(query: .all))
        }
        #expect(error?.isResponseTooLarge == true)
        #expect(transport.requests.count == 1)
    }

    @Test("204 No Content decodes as EmptyResponse")
    func emptyResponse() async throws {
        let transport = StubTransport([.success(HTTPResponse(status: 204))])
        #expect(
            try await stubbedGateway(transport).request(DeleteProjectRequest(id: Fixtures.id(1))) == EmptyResponse())
    }

    @Test("a response maps to the Domain value, times to the millisecond and priority by name")
    func responseMapsToDomain() async throws {
        let json =
            #"[{"id": "\#(Fixtures.id(9))", "title": "T", "notes": "n", "done": true, "#
            + #""priority": "high", "due": "2026-01-01T00:00:00.500Z", "projectId": null, "createdAt": "2026-01-01T00:00:00.000Z", "#
            + #""updatedAt": "2026-01-01T00:00:01.000Z"}]"#
        let transport = StubTransport([.json(200, json)])
        let responses = try await stubbedGateway(transport).request(ListTodoRequest(query: .all))
        let todo = try #require(try responses.first?.toDomain())
        #expect(
            todo
                == Todo(
                    id: Fixtures.id(9), title: "T", notes: "n", isCompleted: true, priority: .high,
                    dueDate: Date(millisecondsSince1970: 1_767_225_600_500), createdAt: Fixtures.date(),
                    updatedAt: Fixtures.date(1)))
    }
}
