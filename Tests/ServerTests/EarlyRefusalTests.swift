import Foundation
import Testing

/// A body refused by its `Content-Length` before it is read: the 413 must reach a client that is
/// still sending, which it cannot when the server closes with the body unread (the kernel then
/// resets the connection, and the client's next send fails before it ever reads the answer).
@Suite("server: a 413 sent before the body is read reaches a client still sending it")
struct EarlyRefusalTests {
    @Test("a client that sends its whole 10 MB body before it reads gets it all sent and reads the 413, 30 times in 30")
    func senderReadsRefusal() async throws {
        let server = try await ServerProcess.start(["--store", "memory", "--max-body-bytes", "1000000"])
        defer { server.kill() }
        let body = [UInt8](repeating: UInt8(ascii: "["), count: 10 << 20)

        var outcomes: [String: Int] = [:]
        for _ in 0..<30 {
            let connection = try RawConnection(port: server.port)
            connection.send("POST /v1/todos HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.count)\r\n\r\n")
            let sent = connection.send(body, patience: .seconds(5))
            let status = connection.status()
            outcomes["sent \(sent), status \(status.map(String.init) ?? "none")", default: 0] += 1
        }

        #expect(outcomes == ["sent true, status 413": 30])
        #expect(try await HTTPClient(root: server.url).send("GET", "/_admin/health").status == 200)
    }

    @Test("a client that never stops sending after the 413 is cut off within the lingering budget")
    func endlessSenderIsCutOff() async throws {
        let server = try await ServerProcess.start(["--store", "memory", "--max-body-bytes", "1000000"])
        defer { server.kill() }
        let connection = try RawConnection(port: server.port)
        let chunk = [UInt8](repeating: UInt8(ascii: "["), count: 1 << 20)

        connection.send("POST /v1/todos HTTP/1.1\r\nHost: x\r\nContent-Length: \(1 << 40)\r\n\r\n")
        var sent = 0
        while sent < 1 << 30, connection.send(chunk, patience: .seconds(10)) { sent += chunk.count }

        // 64 MiB are drained (LingeringClose.Budget); the rest is what the socket buffers held.
        #expect(sent < 100 << 20, "sent \(sent >> 20) MiB before the server closed")
        #expect(connection.status() == 413)
        #expect(try await HTTPClient(root: server.url).send("GET", "/_admin/health").status == 200)
    }

    @Test("a chunked body over the limit is 413 body_too_large once it ends; one that never ends is cut off")
    func chunkedBodyOverTheLimit() async throws {
        let server = try await ServerProcess.start(["--store", "memory", "--max-body-bytes", "1000000"])
        defer { server.kill() }
        // One chunk of 1 MiB: its size in hex, the bytes, and the CRLF that ends it.
        let chunk =
            Array("100000\r\n".utf8) + [UInt8](repeating: UInt8(ascii: "["), count: 1 << 20) + Array("\r\n".utf8)
        // No Content-Length to refuse by: the limit can only be seen passing as the body arrives.
        let head = "POST /v1/todos HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"

        let finite = try RawConnection(port: server.port)
        finite.send(head)
        for _ in 0..<5 { finite.send(chunk) }
        finite.send("0\r\n\r\n")
        #expect(finite.status() == 413)

        let endless = try RawConnection(port: server.port)
        endless.send(head)
        var sent = 0
        while sent < 1 << 30, endless.send(chunk, patience: .seconds(10)) { sent += chunk.count }
        // Dropped up to the lingering budget (64 MiB, LingeringClose.Budget) past the limit, plus
        // what the socket buffers held; a server that reads to the end takes all 1 GiB.
        #expect(sent < 100 << 20, "sent \(sent >> 20) MiB before the server closed")
        #expect(try await HTTPClient(root: server.url).send("GET", "/_admin/health").status == 200)
    }
}
