import Domain
import Foundation
import TestSupport
import Testing

@testable import Data
@testable import PostgreSQLStore

@Suite(
    "Every PostgreSQL table migrates by its own steps at open, once, and a newer database is left untouched",
    .enabled(if: PostgreSQLTestServer.isAvailable, PostgreSQLTestServer.skipReason))
struct PostgreSQLStoreFormatTests {
    private func formats(_ connection: PostgreSQLConnection) throws -> [Int] {
        let rows = try connection.query("SELECT version FROM schema_migrations ORDER BY version")
        return try (0..<rows.rowCount).map { try rows.decode(Int.self, row: $0, column: 0) }
    }

    private func steps(_ connection: PostgreSQLConnection) throws -> [String] {
        let rows = try connection.query(
            #"SELECT "table" || ' ' || "step" FROM "table_steps" WHERE "table" IN ('projects', 'todos') ORDER BY 1"#)
        return try (0..<rows.rowCount).map { try rows.decode(String.self, row: $0, column: 0) }
    }

    @Test("a new database gets every table's steps, each recorded once, and the store's format")
    func newDatabase() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        _ = try DataStore.postgres(url: schema.url)
        _ = try DataStore.postgres(url: schema.url)
        let connection = try schema.connect()
        #expect(try formats(connection) == [PostgreSQLSchema.format])
        #expect(try steps(connection) == ["projects 1", "projects 2", "todos 1", "todos 2"])
        for schema in Schemas.all {
            #expect(try PostgreSQLTableVersions.version(of: schema.table, on: connection) == schema.migrations.count)
        }
    }

    @Test("a database of the store-wide steps opens with its rows, each table taking its steps on")
    func storeWideDatabaseIsTakenOver() async throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        try schema.connect().execute(PostgreSQLStoreWideSteps.steps)

        let store = try DataStore.postgres(url: schema.url)
        let todos = TodoRepositoryImpl(dataSource: store.todoDataSource())
        #expect(try await todos.fetchAll(.all).map(\.title) == ["Water the plants"])
        #expect(try await todos.fetchAll(TodoQuery(filter: TodoFilter(text: "PLANTS"))).count == 1)
        _ = try await todos.create(Todo(title: "Sweep"))

        let connection = try schema.connect()
        #expect(try formats(connection) == [1, 2, PostgreSQLSchema.format])
        #expect(try steps(connection) == ["projects 1", "projects 2", "todos 1", "todos 2"])
    }

    @Test("a todos table whose step 1 is not the app's step 1 refuses to open, naming the table and the step")
    func changedTodoStepIsRefused() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        _ = try DataStore.postgres(url: schema.url)
        _ = try schema.connect().query(
            #"UPDATE "table_steps" SET "checksum" = '0000000000000000' WHERE "table" = 'todos' AND "step" = 1"#)

        #expect {
            _ = try DataStore.postgres(url: schema.url)
        } throws: { error in
            "\(error)".contains("the table \"todos\" ran another step 1")
        }
    }

    @Test("a database of a newer format is refused and left as it was")
    func newerDatabaseIsRefused() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        _ = try DataStore.postgres(url: schema.url)
        _ = try schema.connect().query("INSERT INTO schema_migrations (version, name) VALUES (99, 'future')")

        #expect {
            _ = try DataStore.postgres(url: schema.url)
        } throws: { error in
            "\(error)".contains("newer version of the app")
        }
        #expect(try formats(schema.connect()) == [PostgreSQLSchema.format, 99])
    }

    @Test("several processes opening one new database at once create each table once")
    func concurrentOpens() async throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let url = schema.url
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { try await offCooperativePool { _ = try DataStore.postgres(url: url) } }
            }
            try await group.waitForAll()
        }
        let connection = try schema.connect()
        #expect(try formats(connection) == [PostgreSQLSchema.format])
        #expect(try steps(connection) == ["projects 1", "projects 2", "todos 1", "todos 2"])
    }
}
