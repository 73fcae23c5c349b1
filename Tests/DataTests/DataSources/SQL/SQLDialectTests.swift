import Domain
import Foundation
import Testing

@testable import Data
@testable import PostgreSQLStore
@testable import SQLiteStore

/// Each database's SQL is written from one description (the schema's columns, its filter's
/// conditions, its sorts) in its own dialect, and one binding fills either database's parameters.
@Suite("SQL dialects: one description, each database's spelling; one binding, either database")
struct SQLDialectTests {
    @Test("a filter's WHERE clause numbers its parameters in each dialect's spelling")
    func whereClauseParameters() {
        let shape = TodoSchema.shape(of: TodoFilter(isCompleted: false, text: "milk"))
        var sqlite = SQLPlaceholders(.sqlite)
        var postgreSQL = SQLPlaceholders(.postgreSQL)

        #expect(
            TodoSchema.whereClause(shape, &sqlite)
                == #" WHERE "is_completed" = ?1 AND (swift_contains("title", ?2) OR swift_contains("notes", ?3))"#)
        #expect(
            TodoSchema.whereClause(shape, &postgreSQL)
                == #" WHERE "is_completed" = $1 AND (swift_contains("title", $2) OR swift_contains("notes", $3))"#)
        #expect(sqlite.count == 3 && postgreSQL.count == 3)
    }

    @Test("a query's page takes the parameters after its filter's, in each dialect")
    func pageFollowsFilter() {
        let shape = ProjectSchema.shape(of: ProjectFilter(nameContains: "home"))
        let sort = ProjectSort(.createdAt, .ascending)

        #expect(SQLiteTableSQL<ProjectSchema>.select(shape, sort).hasSuffix(#"LIMIT ?2 OFFSET ?3"#))
        #expect(PostgreSQLTableSQL<ProjectSchema>.select(shape, sort).hasSuffix(#"LIMIT $2 OFFSET $3"#))
    }

    @Test("a sort that ignores case is SQLite's collation, or PostgreSQL's key function")
    func ignoringCase() {
        let sort = TodoSort(.title, .descending)

        #expect(TodoSchema.sortKey(sort).orderBy(in: .sqlite) == #""title" COLLATE swift_nocase DESC, "id" ASC"#)
        #expect(TodoSchema.sortKey(sort).orderBy(in: .postgreSQL) == #"swift_nocase_key("title") DESC, "id" ASC"#)
    }

    @Test(
        "a column is declared with each dialect's type name and the same constraints",
        arguments: [
            (SQLColumn("n", .integer, "NOT NULL DEFAULT 0"), "INTEGER NOT NULL DEFAULT 0", "BIGINT NOT NULL DEFAULT 0"),
            (
                SQLColumn("id", .text, "NOT NULL PRIMARY KEY"), "TEXT NOT NULL PRIMARY KEY",
                #"TEXT COLLATE "C" NOT NULL PRIMARY KEY"#
            ),
            (SQLColumn("x", .real), "REAL", "DOUBLE PRECISION"),
        ])
    func declarations(column: SQLColumn, sqlite: String, postgreSQL: String) {
        #expect(column.declaration(in: .sqlite) == sqlite)
        #expect(column.declaration(in: .postgreSQL) == postgreSQL)
    }

    @Test("a record binds the same values to a PostgreSQL parameter list as a SQLite statement reads back")
    func oneBindingBothDatabases() throws {
        let project = UUID()
        let record = TodoRecord(
            id: UUID(), title: "Buy milk", notes: "", isCompleted: true, priority: 2, dueDate: nil,
            projectID: project, createdAt: 1_767_225_600_000, updatedAt: 1_767_225_600_001)

        let parameters = PostgreSQLParameterList()
        record.bind(to: parameters)
        #expect(
            parameters.values == [
                .text(record.id.uuidString), .text("Buy milk"), .text(""), .int64(1), .int64(2), .null,
                .text(project.uuidString), .int64(1_767_225_600_000), .int64(1_767_225_600_001),
            ])

        let connection = try SQLiteConnection(path: ":memory:")
        let select = try connection.prepare("SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9")
        try record.bind(to: select)
        #expect(try select.step())
        #expect(try TodoRecord(row: select) == record)
    }

    @Test("a filter binds its values from parameter 1 and says which parameter comes next")
    func filterBinding() {
        let filter = TodoFilter(isCompleted: true, priority: .high, text: "milk")
        let parameters = PostgreSQLParameterList()

        let next = TodoSchema.bind(filter, to: parameters)

        #expect(next == 5)
        #expect(parameters.values == [.int64(1), .int64(2), .text("milk"), .text("milk")])
    }
}
