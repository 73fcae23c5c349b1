import CSQLite
import Foundation
import Testing

@testable import Data
@testable import SQLiteStore

@Suite("Todo's and Project's descriptions give exactly the tables of their steps")
struct SQLiteSchemaDescriptionTests {
    @Test(
        "columns, indexes and foreign keys from the schemas match the shipped steps'", arguments: ["projects", "todos"])
    func descriptionMatchesMigration(table: String) throws {
        let migrated = try SQLiteConnection(path: ":memory:")
        for step in ProjectSchema.migrations + TodoSchema.migrations {
            try migrated.execute(step.sql)
        }
        let described = try SQLiteConnection(path: ":memory:")
        try described.execute(SQLiteTableSQL<ProjectSchema>.createSQL)
        try described.execute(SQLiteTableSQL<TodoSchema>.createSQL)

        for pragma in ["table_xinfo", "index_list", "foreign_key_list"] {
            #expect(try rows(described, pragma, table) == rows(migrated, pragma, table), "\(pragma)(\(table))")
        }
        for index in try rows(migrated, "index_list", table).map({ $0[1] }) {
            #expect(try rows(described, "index_xinfo", index) == rows(migrated, "index_xinfo", index), "\(index)")
        }
    }

    /// Every row of `PRAGMA name("argument")`, each as its columns' text.
    private func rows(_ connection: SQLiteConnection, _ name: String, _ argument: String) throws -> [[String]] {
        let statement = try connection.prepare("PRAGMA \(name)(\(quoted(argument)))")
        var rows: [[String]] = []
        while try statement.step() {
            rows.append((0..<sqlite3_column_count(statement.handle)).map { statement.string(at: $0) })
        }
        return rows
    }
}
