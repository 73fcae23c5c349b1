import Foundation
import TestSupport
import Testing

/// Clients that are slow or stop half-way: the idle timeout closes them and nobody else waits.
@Suite("server: slow and half-closed clients never hang the others")
struct SlowClientTests {
    @Test("while 40 slowloris connections dribble headers, other clients are answered")
    func slowloris() async throws {
        let server = try await ServerProcess.start(["--store", "memory", "--timeout", "2"])
        defer { server.kill() }
        let dribblers = try (0..<40).map { _ in try RawConnection(port: server.port) }
        for connection in dribblers { connection.send("GET /v1/todos HTTP/1.1\r\nHost: x\r\n") }

        for round in 0..<3 {
            for connection in dribblers { connection.send("X-Slow-\(round): 1\r\n") }
            let answer = await withinTimeLimit(.seconds(5)) {
                try? await HTTPClient(root: server.url).send("GET", "/v1/todos/count")
            }
            #expect(answer??.status == 200, "round \(round): another client was not answered")
            try await Task.sleep(for: .milliseconds(300))
        }
    }

    @Test("a connection that goes silent mid-request is closed by the idle timeout")
    func silentClientIsClosed() async throws {
        let server = try await ServerProcess.start(["--store", "memory", "--timeout", "1"])
        defer { server.kill() }
        let connection = try RawConnection(port: server.port)

        connection.send("POST /v1/todos HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n[{")
        let answer = connection.receive(quiet: .seconds(10))

        #expect(answer.closed, "the server kept a silent connection open for 10 s")
    }

    /// libmicrohttpd reads the end of the stream with the request when both arrive together, and
    /// then closes the connection instead of sending the answer made while it was suspended; so a
    /// client that half-closes gets the answer or a clean close, never a hang (docs/REST.md).
    @Test("a half-close after a request is answered or closed; one mid-request is closed; others are served")
    func halfClosed() async throws {
        let server = try await ServerProcess.start(["--store", "memory", "--timeout", "1"])
        defer { server.kill() }
        let whole = try RawConnection(port: server.port)
        let partial = try RawConnection(port: server.port)

        whole.send("GET /_admin/health HTTP/1.1\r\nHost: x\r\n\r\n")
        whole.shutdownWrite()
        partial.send("POST /v1/todos HTTP/1.1\r\nHost: x\r\nContent-Length: 50\r\n\r\n[")
        partial.shutdownWrite()
        let answered = whole.receive(quiet: .seconds(10))
        let cut = partial.receive(quiet: .seconds(10))

        #expect(answered.closed, "got \(answered)")
        #expect(answered.text.isEmpty || answered.text.hasPrefix("HTTP/1.1 200"), "got \(answered)")
        #expect(cut.closed && cut.text.isEmpty, "got \(cut)")
        #expect(try await HTTPClient(root: server.url).send("GET", "/v1/todos/count").text == #"{"count":0}"#)
    }
}
