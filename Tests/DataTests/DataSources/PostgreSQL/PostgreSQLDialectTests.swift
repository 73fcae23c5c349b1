import Domain
import Testing

@testable import Data

@Suite("PostgreSQL dialect: the schemas' SQLite fragments in PostgreSQL's spelling")
struct PostgreSQLDialectTests {
    @Test("anonymous ? parameters are numbered from the first one given, and counted")
    func numbersParameters() {
        let translated = PostgreSQLDialect.translate(
            #" WHERE "is_completed" = ? AND (swift_contains("title", ?) OR swift_contains("notes", ?))"#,
            firstParameter: 4)
        #expect(
            translated.sql
                == #" WHERE "is_completed" = $4 AND (swift_contains("title", $5) OR swift_contains("notes", $6))"#)
        #expect(translated.parameters == 3)
    }

    @Test("a ? inside a quoted identifier or a string literal is not a parameter")
    func quotedQuestionMarks() {
        let translated = PostgreSQLDialect.translate(#" WHERE "why?" = ? AND "notes" <> 'what?'"#, firstParameter: 1)
        #expect(translated.sql == #" WHERE "why?" = $1 AND "notes" <> 'what?'"#)
        #expect(translated.parameters == 1)
    }

    @Test("COLLATE swift_nocase on a column becomes the key function of that column")
    func ignoringCaseCollation() {
        let sort = TodoSort(.title, .descending).orderBy
        let translated = PostgreSQLDialect.translate(sort, firstParameter: 1)
        #expect(translated.sql == #"swift_nocase_key("title") DESC, "id" ASC"#)
        #expect(translated.parameters == 0)
    }

    @Test(
        "SQLite's column types become PostgreSQL's, the rest of the declaration kept",
        arguments: [
            ("INTEGER NOT NULL DEFAULT 0", "BIGINT NOT NULL DEFAULT 0"),
            ("TEXT NOT NULL PRIMARY KEY", #"TEXT COLLATE "C" NOT NULL PRIMARY KEY"#),
            ("REAL", "DOUBLE PRECISION"),
            ("TEXT", #"TEXT COLLATE "C""#),
        ])
    func declarations(sqlite: String, postgres: String) {
        #expect(PostgreSQLDialect.declaration(sqlite) == postgres)
    }
}
