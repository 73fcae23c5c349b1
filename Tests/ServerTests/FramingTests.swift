import Foundation
import Testing

/// RFC 9112's message framing: a body is delimited one way, or the request is 400 and the
/// connection closes (a proxy in front may read such a request another way); HEAD is GET
/// without the body.
@Suite("server: conflicting or invalid framing is 400 and a close; HEAD works wherever GET does")
struct FramingTests {
    @Test(
        "a request framed two ways is one 400 invalid_framing, then a close, and nothing is stored",
        arguments: [
            "Content-Length: 2\r\nContent-Length: 50\r\n",
            "Content-Length: 5\r\nContent-Length: five\r\n",
            "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n",
            "Transfer-Encoding: gzip\r\n",
        ])
    func conflictingFraming(_ framing: String) async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let connection = try RawConnection(port: server.port)

        connection.send("POST /v1/todos HTTP/1.1\r\nHost: x\r\n\(framing)\r\n" + HTTPClient.todoJSON(id: UUID()))
        let answer = connection.receive(quiet: .seconds(10))

        #expect(answer.text.hasPrefix("HTTP/1.1 400 "), "got \(answer.text)")
        #expect(answer.text.components(separatedBy: "HTTP/1.1 ").count == 2, "one header block: \(answer.text)")
        #expect(answer.text.contains(#""code":"invalid_framing""#), "got \(answer.text)")
        #expect(answer.closed, "the connection stayed open")
        let count = try await HTTPClient(root: server.url).send("GET", "/v1/todos/count")
        #expect(count.text == #"{"count":0}"#)
    }

    /// libmicrohttpd answers these itself, before the server sees the request (docs/REST.md).
    @Test(
        "a length that is not a number is 400 (413 past 2^64), then a close, and the server serves on",
        arguments: ["-5", "0x10", "2, 50", "99999999999999999999999"])
    func unparseableLength(_ length: String) async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let connection = try RawConnection(port: server.port)

        connection.send("POST /v1/todos HTTP/1.1\r\nHost: x\r\nContent-Length: \(length)\r\n\r\n[]")
        let answer = connection.receive(quiet: .seconds(10))

        #expect(answer.text.hasPrefix("HTTP/1.1 400 ") || answer.text.hasPrefix("HTTP/1.1 413 "), "got \(answer.text)")
        #expect(answer.closed, "the connection stayed open")
        #expect(try await HTTPClient(root: server.url).send("GET", "/v1/todos/count").text == #"{"count":0}"#)
    }

    @Test("the same length twice is one length: the request is served")
    func repeatedEqualLength() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let connection = try RawConnection(port: server.port)
        let body = HTTPClient.todoJSON(id: UUID())

        connection.send(
            "POST /v1/todos HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.utf8.count)\r\n"
                + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)")

        #expect(connection.status() == 201)
    }

    @Test("HEAD answers GET's status and headers with no body, on every route that takes GET")
    func headIsGetWithoutBody() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let id = UUID()
        _ = try await client.send("POST", "/v1/todos", body: Data(HTTPClient.todoJSON(id: id).utf8))

        for path in ["/v1/todos", "/v1/todos/\(id.uuidString)", "/v1/todos/count", "/v1/projects", "/_admin/health"] {
            let get = try await client.send("GET", path)
            let head = try await client.send("HEAD", path)

            #expect(head.status == get.status, "\(path)")
            #expect(head.body.isEmpty, "\(path)")
            #expect(head.headers["content-length"] == String(get.body.count), "\(path): \(head.headers)")
            #expect(head.headers["etag"] == get.headers["etag"], "\(path)")
        }
        #expect(try await client.send("HEAD", "/v1/todos/\(UUID().uuidString)").status == 404)
    }
}
