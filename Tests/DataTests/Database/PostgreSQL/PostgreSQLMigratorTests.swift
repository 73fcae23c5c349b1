import Foundation
import TestSupport
import Testing

@testable import Data
@testable import PostgreSQLStore

@Suite(
    "Migrations run each step once, record it in schema_migrations, and refuse a newer database",
    .enabled(if: PostgreSQLTestServer.isAvailable, PostgreSQLTestServer.skipReason))
struct PostgreSQLMigratorTests {
    private static let first = PostgreSQLMigration(
        version: 1, name: "create items", sql: "CREATE TABLE items (id bigint PRIMARY KEY)")
    private static let second = PostgreSQLMigration(
        version: 2, name: "add a label", sql: "ALTER TABLE items ADD COLUMN label text NOT NULL DEFAULT ''")

    private func recorded(_ connection: PostgreSQLConnection) throws -> [String] {
        let rows = try connection.query("SELECT version, name FROM schema_migrations ORDER BY version")
        return try (0..<rows.rowCount).map {
            "\(try rows.decode(Int.self, row: $0, column: 0)) \(try rows.decode(String.self, row: $0, column: 1))"
        }
    }

    private func tables(_ connection: PostgreSQLConnection) throws -> [String] {
        let rows = try connection.query(
            "SELECT table_name::text FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY 1")
        return try (0..<rows.rowCount).map { try rows.decode(String.self, row: $0, column: 0) }
    }

    @Test("a new database gets every step, each recorded with its name")
    func newDatabase() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()

        let ran = try PostgreSQLMigrator(migrations: [Self.first, Self.second]).migrate(connection)

        #expect(ran == [1, 2])
        #expect(try recorded(connection) == ["1 create items", "2 add a label"])
        _ = try connection.query("INSERT INTO items (id, label) VALUES ($1, $2)", [.int(1), .text("x")])
    }

    @Test("migrating again runs nothing; a release with a new step runs only that step")
    func runsEachStepOnce() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()
        try PostgreSQLMigrator(migrations: [Self.first]).migrate(connection)
        _ = try connection.query("INSERT INTO items (id) VALUES ($1)", [.int(7)])

        #expect(try PostgreSQLMigrator(migrations: [Self.first]).migrate(connection).isEmpty)
        #expect(try PostgreSQLMigrator(migrations: [Self.first, Self.second]).migrate(schema.connect()) == [2])

        let label = try connection.query("SELECT label FROM items WHERE id = 7")
        #expect(try label.decode(String.self, row: 0, column: 0) == "")
        #expect(try recorded(connection).count == 2)
    }

    @Test("a failing step is undone and unrecorded, and the steps before it stay")
    func failingStepIsRolledBackAlone() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()
        let broken = PostgreSQLMigration(version: 2, name: "broken", sql: "CREATE TABLE half (x int); NOT SQL AT ALL")

        let error = #expect(throws: PostgreSQLMigrationError.self) {
            try PostgreSQLMigrator(migrations: [Self.first, broken]).migrate(connection)
        }

        guard case .postgres(let failure)? = error else {
            return #expect(Bool(false), "got \(String(describing: error))")
        }
        #expect(failure.sqlState == "42601")
        #expect(try recorded(connection) == ["1 create items"])
        #expect(try tables(connection) == ["items", "schema_migrations"])
    }

    @Test("a database migrated by a newer version is refused and left as it was")
    func newerDatabaseIsRefused() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()
        try PostgreSQLMigrator(migrations: [Self.first, Self.second]).migrate(connection)

        let error = #expect(throws: PostgreSQLMigrationError.self) {
            try PostgreSQLMigrator(migrations: [Self.first]).migrate(connection)
        }

        guard case .newerSchema(let found, let newest)? = error else {
            return #expect(Bool(false), "got \(String(describing: error))")
        }
        #expect(found == 2 && newest == 1)
        #expect(error?.description.contains("newer version of the app") == true)
        #expect(try recorded(connection) == ["1 create items", "2 add a label"])
    }

    @Test("steps out of order are refused before anything runs")
    func misorderedSteps() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()
        #expect(throws: PostgreSQLMigrationError.self) {
            try PostgreSQLMigrator(migrations: [Self.second, Self.first]).migrate(connection)
        }
        #expect(try tables(connection).isEmpty)
    }

    @Test("several connections migrating at once run each step exactly once")
    func concurrentMigrations() async throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let url = schema.url
        let runs = try await withThrowingTaskGroup(of: [Int].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    try await offCooperativePool {
                        try PostgreSQLMigrator(migrations: [Self.first, Self.second]).migrate(
                            PostgreSQLConnection(url: url))
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(runs.flatMap { $0 }.sorted() == [1, 2])
        #expect(try recorded(schema.connect()).count == 2)
    }
}
