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

        // Columns by name: every statement names its columns, so a table whose steps put a column
        // elsewhere than its description (projects' `name_key`, third since its step 1) is the same table.
        #expect(try columns(described, table) == columns(migrated, table), "columns of \(table)")
        for pragma in ["index_list", "foreign_key_list"] {
            #expect(try rows(described, pragma, table) == rows(migrated, pragma, table), "\(pragma)(\(table))")
        }
        for index in try rows(migrated, "index_list", table).map({ $0[1] }) {
            #expect(try indexed(described, index) == indexed(migrated, index), "\(index)")
        }
    }

    /// Each column of `table` (name, type, NOT NULL, default, primary key, hidden), by name.
    private func columns(_ connection: SQLiteConnection, _ table: String) throws -> [[String]] {
        try rows(connection, "table_xinfo", table).map { Array($0.dropFirst()) }.sorted { $0[0] < $1[0] }
    }

    /// Each key of `index` (position, column name, order, collation, key or not), its column by
    /// name rather than position, as ``columns(_:_:)`` compares them.
    private func indexed(_ connection: SQLiteConnection, _ index: String) throws -> [[String]] {
        try rows(connection, "index_xinfo", index).map { row in
            row.enumerated().filter { $0.offset != 1 }.map(\.element)
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
