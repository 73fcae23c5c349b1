import Foundation
import Testing

/// What request bodies may cost the server: nothing when the token is missing (refused on the
/// head), and together at most four times `--max-body-bytes` however many clients send at once.
@Suite(
    "server: bodies are refused on the head without the token, and all bodies together are bounded",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "reads /proc for the server's memory"))
struct BodyMemoryTests {
    /// 40 clients, each sending `size` bytes of body in 1 MiB pieces, in turns, so that all of
    /// them are in flight at once; the status each one reads at the end.
    private static func sendAtOnce(
        _ head: String, size: Int, to server: ServerProcess, clients: Int = 40
    ) throws -> [Int?] {
        let connections = try (0..<clients).map { _ in try RawConnection(port: server.port) }
        for connection in connections { connection.send(head + "Content-Length: \(size)\r\n\r\n") }
        let piece = [UInt8](repeating: UInt8(ascii: "{"), count: 1 << 20)
        for offset in stride(from: 0, to: size, by: piece.count) {
            for connection in connections {
                _ = connection.send(Array(piece.prefix(size - offset)), patience: .seconds(10))
            }
        }
        return connections.map { $0.status(quiet: .seconds(10)) }
    }

    @Test("40 clients sending 4 MiB bodies without the token each get 401, and the server reads none of them")
    func unauthenticatedBodiesAreNotRead() async throws {
        let server = try await ServerProcess.start(["--store", "memory", "--token", "s3cret"])
        defer { server.kill() }
        let atRest = try #require(server.peakResidentBytes)

        let statuses = try Self.sendAtOnce("POST /v1/todos HTTP/1.1\r\nHost: x\r\n", size: 4 << 20, to: server)

        #expect(statuses.allSatisfy { $0 == 401 }, "\(statuses)")
        let grown = try #require(server.peakResidentBytes) - atRest
        // Reading them all would hold 160 MiB.
        #expect(grown < 48 << 20, "the server grew by \(grown >> 20) MiB")
    }

    @Test("40 clients sending 4 MB bodies at once: the bodies that fit four of the largest are read, the rest are 503")
    func bodiesInFlightAreBounded() async throws {
        let server = try await ServerProcess.start(["--store", "memory", "--max-body-bytes", "4000000"])
        defer { server.kill() }
        let atRest = try #require(server.peakResidentBytes)

        let statuses = try Self.sendAtOnce("POST /v1/todos HTTP/1.1\r\nHost: x\r\n", size: 4_000_000, to: server)

        #expect(statuses.allSatisfy { $0 == 400 || $0 == 503 }, "\(statuses)")
        #expect(statuses.contains(503), "\(statuses)")
        let grown = try #require(server.peakResidentBytes) - atRest
        // Reading them all would hold 160 MB; the budget is 16 MB.
        #expect(grown < 64 << 20, "the server grew by \(grown >> 20) MiB")
        let client = HTTPClient(root: server.url)
        let created = try await client.send("POST", "/v1/todos", body: Data(HTTPClient.todoJSON(id: UUID()).utf8))
        #expect(created.status == 201, "the budget was given back: \(created.text)")
    }

    @Test("a chunked body that does not fit beside the bodies being read is 503 busy when it ends; later it is read")
    func chunkedBodyOverBudget() async throws {
        // The holders must be admitted before the chunked body arrives. No request can observe
        // that without taking budget itself, so a run where a loaded machine read a holder's
        // head late (that holder, not the chunked body, is refused as busy) says nothing, and
        // runs again on a fresh server; any other outcome is the answer.
        var run = try await Self.chunkedBodyBesideFourHolders()
        for _ in 1..<3 where run.holders.contains(503) {
            run = try await Self.chunkedBodyBesideFourHolders()
        }

        #expect(run.holders == [400, 400, 400, 400], "\(run.holders)")
        #expect(run.refused.hasPrefix("HTTP/1.1 503 "), "got \(run.refused.prefix(300))")
        #expect(run.refused.contains(#""code":"busy""#) && run.refused.contains("Retry-After: 1"))
        #expect(run.later == 400, "the budget was not given back")
    }

    /// Four bodies of 1,000,000 bytes announced and half sent, so the budget of four is spent;
    /// then a chunked body (`refused`, its answer), the holders' statuses once they finish, and
    /// the status of the same chunked body sent after them (`later`).
    private static func chunkedBodyBesideFourHolders() async throws -> (holders: [Int?], refused: String, later: Int?) {
        // A long idle timeout: on a loaded machine the holders may wait long for their turn.
        let server = try await ServerProcess.start([
            "--store", "memory", "--max-body-bytes", "1000000", "--timeout", "120",
        ])
        defer { server.kill() }
        let holders = try (0..<4).map { _ in try RawConnection(port: server.port) }
        for holder in holders {
            holder.send("POST /v1/todos HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000\r\n\r\n")
            holder.send([UInt8](repeating: UInt8(ascii: "{"), count: 500_000))
        }
        let chunk = "10000\r\n" + String(repeating: "{", count: 0x10000) + "\r\n"
        let chunked =
            "POST /v1/todos HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n" + chunk
            + "0\r\n\r\n"

        let refused = try RawConnection(port: server.port)
        refused.send(chunked)
        let refusedAnswer = refused.receive(quiet: .seconds(5)).text
        let statuses = holders.map { holder in
            holder.send([UInt8](repeating: UInt8(ascii: "{"), count: 500_000))
            return holder.status(quiet: .seconds(10))
        }
        let later = try RawConnection(port: server.port)
        later.send(chunked)
        return (statuses, refusedAnswer, later.status(quiet: .seconds(10)))
    }
}
