import Domain
import Testing

@testable import Data
@testable import PostgreSQLStore

@Suite("PostgreSQL table statements: built once per table, each its own table's")
struct PostgreSQLTableStatementsTests {
    @Test("asking twice for a table's statements gives the ones built the first time")
    func builtOnce() {
        #expect(PostgreSQLTableStatements.of(TodoSchema.self) === PostgreSQLTableStatements.of(TodoSchema.self))
    }

    @Test("each table gets its own statements, naming its table and all of its columns")
    func perTable() {
        let todos = PostgreSQLTableStatements.of(TodoSchema.self)
        let projects = PostgreSQLTableStatements.of(ProjectSchema.self)
        #expect(todos !== projects)
        #expect(todos.selectByID.hasSuffix(#" FROM "todos" WHERE "id" = $1"#))
        #expect(projects.delete == #"DELETE FROM "projects" WHERE "id" = $1"#)
        for column in TodoSchema.columns {
            #expect(todos.selectByID.contains("\"\(column.name)\""))
            #expect(todos.insert.contains("\"\(column.name)\""))
        }
        #expect(todos.selectByIDForUpdate == todos.selectByID + " FOR UPDATE")
    }
}
