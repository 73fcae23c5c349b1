import Data
import Foundation
import PostgreSQLStore
import Testing

/// A database of one test's own on the test server (`POSTGRES_TEST_URL`, which scripts/test sets),
/// dropped at the end with whatever is still connected to it. Shared by the test targets that
/// start `demo` or `server` processes on PostgreSQL, which reach the database only by its URL.
public struct TestPostgreSQLDatabase: Sendable {
    /// The test server's URL, when there is one.
    public static var serverURL: String? {
        ProcessInfo.processInfo.environment["POSTGRES_TEST_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Printed beside every test skipped for want of a server.
    public static let skipReason: Comment =
        "POSTGRES_TEST_URL is not set, so no PostgreSQL server is known; scripts/test starts one on 127.0.0.1"

    /// The database's name: `prefix` and a UUID's hex digits.
    public let name: String
    /// The database as `--store` takes it.
    public let storeURL: String

    /// Creates a new, empty database named `prefix` and a UUID.
    public init(prefix: String = "test_") throws {
        guard let server = Self.serverURL, var components = URLComponents(string: server) else {
            throw URLError(.badURL)
        }
        name = prefix + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        try PostgreSQLConnection(url: server).execute("CREATE DATABASE \(name)")
        components.scheme = "postgres"
        components.path = "/" + name
        storeURL = components.string ?? server
    }

    /// Drops the database, ending the sessions still connected to it.
    public func drop() {
        guard let server = Self.serverURL else { return }
        _ = try? PostgreSQLConnection(url: server).execute("DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
    }
}
