import Data
import Foundation
import PostgreSQLStore
import PostgreSQLTestSupport
import Testing

/// What a client of a PostgreSQL-backed server is told when a write cannot be stored: a NUL in
/// text is the Domain's refusal (422 naming the field, as on every store), and a failure of the
/// database itself is 500 without the SQL that failed (which stays in the server's own evidence).
@Suite(
    "server on PostgreSQL: refusals name the field, failures carry no SQL",
    .enabled(if: TestPostgreSQLDatabase.serverURL != nil, TestPostgreSQLDatabase.skipReason))
struct PostgreSQLErrorBodyTests {
    @Test("a title holding U+0000 is 422 invalid_field naming title, not 500 with SQL")
    func nulTitleIsInvalidField() async throws {
        let database = try TestPostgreSQLDatabase(prefix: "errors_")
        defer { database.drop() }
        let server = try await ServerProcess.start(["--store", database.storeURL])
        defer { server.kill() }

        let body = "[\(HTTPClient.todoJSON(id: UUID(), title: #"a\u0000b"#))]"
        let answer = try await HTTPClient(root: server.url).send("POST", "/v1/todos", body: Data(body.utf8))

        #expect(answer.status == 422, "\(answer.text)")
        #expect(answer.text.contains(#""code":"invalid_field""#) && answer.text.contains(#""field":"title""#))
    }

    @Test("a statement the database refuses is 500 storage_failed whose body holds no SQL")
    func storageFailureHoldsNoSQL() async throws {
        let database = try TestPostgreSQLDatabase(prefix: "errors_")
        defer { database.drop() }
        let server = try await ServerProcess.start(["--store", database.storeURL])
        defer { server.kill() }
        try PostgreSQLConnection(url: database.storeURL).execute(#"DROP TABLE "todos""#)

        let answer = try await HTTPClient(root: server.url).send("GET", "/v1/todos")

        #expect(answer.status == 500, "\(answer.text)")
        #expect(answer.text.contains(#""code":"storage_failed""#), "\(answer.text)")
        for sql in ["SELECT", "FROM"] {
            #expect(!answer.text.contains(sql), "\(answer.text)")
        }
    }
}
