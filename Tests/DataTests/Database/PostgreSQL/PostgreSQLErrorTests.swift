import Foundation
import TestSupport
import Testing

@testable import Data
@testable import PostgreSQLStore

@Suite(
    "Failures keep the SQLSTATE, the server's message and detail, and the statement",
    .enabled(if: PostgreSQLTestServer.isAvailable, PostgreSQLTestServer.skipReason))
struct PostgreSQLErrorTests {
    private static let schemaSQL = """
        CREATE TABLE projects (id bigint PRIMARY KEY, name_key text NOT NULL UNIQUE);
        CREATE TABLE todos (
            id bigint PRIMARY KEY,
            title text NOT NULL CHECK (title <> ''),
            project_id bigint REFERENCES projects (id) ON DELETE RESTRICT
        );
        INSERT INTO projects VALUES (1, 'home');
        INSERT INTO todos VALUES (1, 'Buy milk', 1);
        """

    private func connection() throws -> (PostgreSQLConnection, PostgreSQLTestSchema) {
        let schema = try PostgreSQLTestSchema()
        let connection = try schema.connect()
        try connection.execute(Self.schemaSQL)
        return (connection, schema)
    }

    private func failure(_ body: () throws(PostgreSQLError) -> Void) -> PostgreSQLError? {
        do {
            try body()
            Issue.record("expected the statement to fail")
        } catch {
            return error
        }
        return nil
    }

    @Test("a duplicate key is a unique violation naming the constraint, the key and the statement")
    func uniqueViolation() throws {
        let (connection, schema) = try connection()
        defer { schema.drop() }
        let sql = "INSERT INTO projects (id, name_key) VALUES ($1, $2)"

        let error = failure { () throws(PostgreSQLError) in
            _ = try connection.run(prepared: sql, [.int(2), .text("home")])
        }

        #expect(error?.condition == .uniqueViolation && error?.sqlState == "23505")
        #expect(error?.kind == .server && error?.isIntegrityViolation == true && error?.isTransient == false)
        #expect(error?.constraint == "projects_name_key_key" && error?.table == "projects")
        #expect(error?.detail == "Key (name_key)=(home) already exists.")
        #expect(error?.statement == sql)
        #expect(error?.description.contains("23505 (unique violation): duplicate key value") == true)
    }

    @Test("a reference to a missing row is a foreign key violation")
    func foreignKeyViolation() throws {
        let (connection, schema) = try connection()
        defer { schema.drop() }
        let error = failure { () throws(PostgreSQLError) in
            _ = try connection.query("INSERT INTO todos VALUES ($1, $2, $3)", [.int(2), .text("Walk"), .int(99)])
        }
        #expect(error?.condition == .foreignKeyViolation && error?.constraint == "todos_project_id_fkey")
        #expect(error?.detail?.contains("is not present in table \"projects\"") == true)
    }

    @Test("deleting a row an ON DELETE RESTRICT reference still points at is refused with 23503")
    func restrictedDelete() throws {
        let (connection, schema) = try connection()
        defer { schema.drop() }
        let error = failure { () throws(PostgreSQLError) in
            _ = try connection.query("DELETE FROM projects WHERE id = $1", [.int(1)])
        }
        #expect(error?.condition == .foreignKeyViolation)
        #expect(error?.detail?.contains("is still referenced from table \"todos\"") == true)
    }

    @Test("a restrict violation raised by a trigger is recognised as 23001")
    func restrictViolation() throws {
        let (connection, schema) = try connection()
        defer { schema.drop() }
        let error = failure { () throws(PostgreSQLError) in
            try connection.execute(
                "DO $$ BEGIN RAISE EXCEPTION 'projects are kept' USING ERRCODE = 'restrict_violation'; END $$")
        }
        #expect(error?.condition == .restrictViolation && error?.message == "projects are kept")
    }

    @Test("NULL in a NOT NULL column and a failed CHECK have their own states")
    func notNullAndCheck() throws {
        let (connection, schema) = try connection()
        defer { schema.drop() }
        let sql = "INSERT INTO todos (id, title) VALUES ($1, $2)"
        let null = failure { () throws(PostgreSQLError) in _ = try connection.query(sql, [.int(3), .null]) }
        #expect(null?.condition == .notNullViolation)
        let check = failure { () throws(PostgreSQLError) in _ = try connection.query(sql, [.int(3), .text("")]) }
        #expect(check?.condition == .checkViolation && check?.constraint == "todos_title_check")
    }

    @Test("SQL the server cannot parse is a server error with its SQLSTATE and no named condition")
    func syntaxError() throws {
        let (connection, schema) = try connection()
        defer { schema.drop() }
        let error = failure { () throws(PostgreSQLError) in try connection.execute("SELEC 1") }
        #expect(error?.kind == .server && error?.sqlState == "42601" && error?.condition == nil)
        #expect(error?.statement == "SELEC 1")
    }

    @Test("a server that is not there is a connection error naming host and port, never the password")
    func unreachableServer() throws {
        let closedPort = try LoopbackPort()
        let url = "postgresql://postgres:secret-password@127.0.0.1:\(closedPort.port)/postgres?connect_timeout=5"
        let error = #expect(throws: PostgreSQLError.self) { try PostgreSQLConnection(url: url) }
        #expect(error?.kind == .connection && error?.sqlState == nil)
        #expect(error?.message.contains("127.0.0.1") == true && error?.message.contains("\(closedPort.port)") == true)
        #expect(error?.description.contains("secret-password") == false)
    }

    @Test("a URL libpq cannot read is refused before anything is sent")
    func malformedURL() {
        let error = #expect(throws: PostgreSQLError.self) { try PostgreSQLConnection(url: "postgresql://[oops/db") }
        #expect(error?.kind == .connection && error?.message.isEmpty == false)
    }
}
