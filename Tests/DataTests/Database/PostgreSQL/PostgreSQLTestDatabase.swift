import Foundation
import Testing

@testable import Data
@testable import PostgreSQLStore

/// The PostgreSQL server the tests run against: the throwaway cluster scripts/test starts on
/// 127.0.0.1, whose URL it exports as `POSTGRES_TEST_URL`.
enum PostgreSQLTestServer {
    /// The variable scripts/test sets.
    static let environmentVariable = "POSTGRES_TEST_URL"

    /// The server's URL, when there is one.
    static var url: String? {
        ProcessInfo.processInfo.environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether the tests that need the server can run.
    static var isAvailable: Bool { url != nil }

    /// Printed beside every test skipped for want of a server.
    static let skipReason: Comment =
        "POSTGRES_TEST_URL is not set, so no PostgreSQL server is known; scripts/test starts one on 127.0.0.1"
}

/// A schema of one test's own on the test server, so that tests run in parallel without
/// seeing each other's tables. Connections made through `url` find its tables unqualified
/// (`search_path`) and name themselves after it (`application_name`), so a test can count them.
struct PostgreSQLTestSchema {
    /// The schema's name, e.g. `test_1f2e3d...`.
    let name: String
    /// The server's URL with this schema first on `search_path`.
    let url: String

    /// Creates a new, empty schema.
    init() throws {
        guard let server = PostgreSQLTestServer.url else { throw PostgreSQLTestSchemaError.noServer }
        name = "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        let separator = server.contains("?") ? "&" : "?"
        url = server + separator + "options=-csearch_path%3D\(name)&application_name=\(name)"
        try PostgreSQLConnection(url: server).execute("CREATE SCHEMA \(name)")
    }

    /// The server's URL naming another database (which need not exist).
    static func urlWithDatabase(_ database: String) throws -> String {
        guard let server = PostgreSQLTestServer.url, var components = URLComponents(string: server) else {
            throw PostgreSQLTestSchemaError.noServer
        }
        components.path = "/" + database
        return components.string ?? server
    }

    /// A new connection working in this schema.
    func connect() throws -> PostgreSQLConnection {
        try PostgreSQLConnection(url: url)
    }

    /// How many sessions of this schema's connections the server still has, `observer`'s own
    /// left out, once they have had time to end: a backend leaves `pg_stat_activity` a moment
    /// after its client has gone, so this waits (up to 30 s, the bound of a close that never
    /// happens, not a speed target) while any is left.
    func sessionsLeft(seenBy observer: PostgreSQLConnection? = nil) async throws -> Int {
        guard let server = PostgreSQLTestServer.url else { throw PostgreSQLTestSchemaError.noServer }
        let observer = try observer ?? PostgreSQLConnection(url: server)
        let deadline = ContinuousClock.now + .seconds(30)
        while true {
            let count = try observer.query(
                "SELECT count(*) FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()",
                [.text(name)]
            ).decode(Int.self, row: 0, column: 0)
            if count == 0 || ContinuousClock.now >= deadline { return count }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Drops the schema and everything in it.
    func drop() {
        guard let server = PostgreSQLTestServer.url else { return }
        _ = try? PostgreSQLConnection(url: server).execute("DROP SCHEMA IF EXISTS \(name) CASCADE")
    }
}

/// Why a test's PostgreSQL setup could not be made.
enum PostgreSQLTestSchemaError: Error {
    /// `POSTGRES_TEST_URL` is not set (the suites are skipped then; this guards direct calls).
    case noServer
}

/// A test's own error, thrown from a transaction's body to make it roll back.
struct PostgreSQLTestAbort: Error, PostgreSQLErrorConvertible {
    init() {}
    init(postgreSQLError error: PostgreSQLError) {}
}
