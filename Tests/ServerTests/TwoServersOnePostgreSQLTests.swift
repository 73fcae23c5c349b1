import Foundation
import PostgreSQLTestSupport
import Testing

/// The reason a team moves to PostgreSQL: several app processes on one database. Two `server`
/// processes share a database of their own on the test server, while four clients write through
/// both at once.
@Suite(
    "server: two processes on one PostgreSQL database lose no write",
    .enabled(if: TestPostgreSQLDatabase.serverURL != nil, TestPostgreSQLDatabase.skipReason))
struct TwoServersOnePostgreSQLTests {
    static let clients = 4
    static let writesPerClient = 500

    @Test("4 clients x 500 creates spread over two servers: all 2,000 stored, every one answered 201")
    func twoServersOneDatabase() async throws {
        let database = try TestPostgreSQLDatabase(prefix: "servers_")
        defer { database.drop() }
        let servers = try await Self.twoServers(on: database)
        defer { for server in servers { server.kill() } }

        let refusals = try await withThrowingTaskGroup(of: [String].self) { group in
            for client in 0..<Self.clients {
                group.addTask {
                    var refusals: [String] = []
                    for write in 0..<Self.writesPerClient {
                        let server = servers[(client + write) % servers.count]
                        let body = Data(
                            "[\(HTTPClient.todoJSON(id: UUID(), title: "Client \(client) #\(write)"))]".utf8)
                        let answer = try await HTTPClient(root: server.url).send(
                            "POST", "/v1/todos", body: body, headers: ["Idempotency-Key": UUID().uuidString])
                        if answer.status != 201 { refusals.append("\(answer.status) \(answer.text)") }
                    }
                    return refusals
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }

        #expect(refusals.isEmpty, "\(refusals.count) creates refused, e.g. \(refusals.prefix(3))")
        let total = Self.clients * Self.writesPerClient
        for server in servers {
            #expect(
                try await HTTPClient(root: server.url).send("GET", "/v1/todos/count").text == #"{"count":\#(total)}"#)
        }
    }

    @Test("a whole-value PUT through one server at a version the other server replaced is 412 and writes nothing")
    func staleUpdateThroughTheOtherServerIsRefused() async throws {
        let database = try TestPostgreSQLDatabase(prefix: "servers_")
        defer { database.drop() }
        let servers = try await Self.twoServers(on: database)
        defer { for server in servers { server.kill() } }
        let first = HTTPClient(root: servers[0].url)
        let second = HTTPClient(root: servers[1].url)
        let id = UUID()
        let path = "/v1/todos/\(id.uuidString)"
        let created = try await first.send("POST", "/v1/todos", body: Data("[\(HTTPClient.todoJSON(id: id))]".utf8))
        try #require(created.status == 201, "\(created.text)")

        // Both servers read the same version; the first replaces it, then the second tries to.
        let readThroughFirst = try Self.version(of: try await first.send("GET", path))
        let readThroughSecond = try Self.version(of: try await second.send("GET", path))
        #expect(readThroughFirst == readThroughSecond)
        let read = ["If-Match": readThroughSecond]
        let fresh = try await first.send(
            "PUT", path, body: Data(HTTPClient.todoJSON(id: id, title: "Through the first").utf8), headers: read)
        let stale = try await second.send(
            "PUT", path, body: Data(HTTPClient.todoJSON(id: id, title: "Stale through the second").utf8), headers: read)

        #expect(fresh.status == 200, "\(fresh.text)")
        #expect(stale.status == 412 && stale.errorCode == "changed_since_read", "\(stale.status) \(stale.text)")
        let stored = try await second.send("GET", path)
        #expect(stored.text.contains(#""title":"Through the first""#), "\(stored.text)")
        #expect(try Self.version(of: stored) == Self.version(of: fresh))
    }

    /// The record's version, as the answer's `ETag` sends it.
    private static func version(of answer: HTTPClient.Answer) throws -> String {
        try #require(answer.headers["etag"], "no ETag in \(answer.headers)")
    }

    /// Two `server` processes on `database`.
    private static func twoServers(on database: TestPostgreSQLDatabase) async throws -> [ServerProcess] {
        [
            try await ServerProcess.start(["--store", database.storeURL]),
            try await ServerProcess.start(["--store", database.storeURL]),
        ]
    }
}
