import Foundation
import Testing

@testable import Composition

@Suite("StoreLocation: postgres:// URLs")
struct StoreLocationPostgreSQLTests {
    let defaults = StoreDefaults(environment: ["HOME": "/home/ada"])

    private func address(_ text: String) throws -> PostgreSQLAddress {
        guard case .postgres(let address) = try StoreLocation.parse(text, defaults: defaults) else {
            throw StoreLocationError(input: text, reason: "not parsed as PostgreSQL")
        }
        return address
    }

    @Test("user, host, port and database are read from postgres://user@host:port/db")
    func fullURL() throws {
        let parsed = try address("postgres://ada@db.example:6543/todos")
        #expect(parsed.user == "ada" && parsed.password == nil)
        #expect(parsed.host == "db.example" && parsed.port == 6543 && parsed.database == "todos")
        #expect(parsed.connectionURL == "postgresql://ada@db.example:6543/todos")
        #expect(StoreLocation.postgres(parsed).description == "postgres://ada@db.example:6543/todos")
    }

    @Test("postgresql:// is the same, any case; the port defaults to 5432 and the user to libpq's")
    func defaultsAndSpelling() throws {
        let parsed = try address("PostgreSQL://127.0.0.1/app")
        #expect(parsed.user == nil && parsed.port == PostgreSQLAddress.defaultPort && parsed.database == "app")
    }

    @Test("a password reaches libpq but never a message; query parameters are kept")
    func passwordAndParameters() throws {
        let parsed = try address("postgres://ada:s3cret@host/db?sslmode=require&connect_timeout=5")
        #expect(parsed.connectionURL == "postgresql://ada:s3cret@host:5432/db?sslmode=require&connect_timeout=5")
        #expect(parsed.description == "postgres://ada:***@host:5432/db?sslmode=require&connect_timeout=5")
        #expect(!StoreLocation.postgres(parsed).description.contains("s3cret"))
    }

    @Test(
        "a password in a refused URL or in a password parameter is masked in the error and the description",
        arguments: [
            ("postgres://ada:s3cret@host:5432/", "postgres://ada:***@host:5432/"),
            ("postgres://ada:s3cret@host/a/b?password=s3cret", "postgres://ada:***@host/a/b?password=***"),
            ("postgres://host/db?sslmode&sslpassword=s3cret", "postgres://host/db?sslmode&sslpassword=***"),
        ])
    func maskedInErrors(text: String, shown: String) {
        let error = #expect(throws: StoreLocationError.self) { try StoreLocation.parse(text, defaults: defaults) }
        #expect(error?.input == shown)
        #expect(error?.description.contains("s3cret") == false)
    }

    @Test("a password parameter reaches libpq but never a message")
    func passwordParameter() throws {
        let parsed = try address("postgres://ada@host/db?sslmode=require&PASSWORD=s3cret")
        #expect(parsed.connectionURL.contains("PASSWORD=s3cret"))
        #expect(parsed.description == "postgres://ada@host:5432/db?sslmode=require&PASSWORD=***")
    }

    @Test(
        "a malformed URL is a usage error saying what is wrong",
        arguments: [
            ("postgres://", "the URL names no host"),
            ("postgres://ada@host:5432", "the URL names no database"),
            ("postgres://ada@host:5432/", "the URL names no database"),
            ("postgres://host/a/b", "the database name \"a/b\" contains '/'"),
            ("postgres://host:0/db", "port 0 is not between 1 and 65535"),
            ("postgres://host:70000/db", "port 70000 is not between 1 and 65535"),
            ("postgres://host:port/db", "it is not a valid URL"),
            ("postgres://@host/db", "the user name before '@' is empty"),
            ("postgres://host/db?sslmode", "the query parameter \"sslmode\" has no name=value form"),
        ])
    func malformed(text: String, reason: String) {
        let error = #expect(throws: StoreLocationError.self) { try StoreLocation.parse(text, defaults: defaults) }
        #expect(error?.input == text)
        #expect(error?.reason == reason + "; the form is postgres://USER@HOST:PORT/DATABASE")
    }

    @Test("opening a PostgreSQL location where no server listens names the store and libpq's reason")
    func noServer() throws {
        // Port 1 on the loopback: nothing listens there, so the refusal is immediate.
        let location = try StoreLocation.parse("postgres://ada@127.0.0.1:1/todos", defaults: defaults)
        let error = #expect(throws: StoreOpeningError.self) { try DataAssembly.openStore(at: location) }
        #expect(error?.description.hasPrefix("cannot open store postgres://ada@127.0.0.1:1/todos: ") == true)
        #expect(error?.description.contains("PostgreSQL connection error") == true)
    }
}
