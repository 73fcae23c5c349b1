import Foundation
import Testing

@testable import Data
@testable import PostgreSQLStore

@Suite(
    "PostgreSQL schema: Todo's and Project's steps make what their descriptions make",
    .enabled(if: PostgreSQLTestServer.isAvailable, PostgreSQLTestServer.skipReason))
struct PostgreSQLSchemaTests {
    @Test("the tables of Todo's and Project's steps equal those made from their descriptions")
    func stepsMatchDescriptions() throws {
        let migrated = try PostgreSQLTestSchema()
        let described = try PostgreSQLTestSchema()
        defer {
            migrated.drop()
            described.drop()
        }
        let stepped = try migrated.connect()
        for step in ProjectSchema.postgreSQLMigrations + TodoSchema.postgreSQLMigrations {
            try stepped.execute(step.sql)
        }
        let connection = try described.connect()
        try connection.execute(PostgreSQLTableSQL<ProjectSchema>.createSQL)
        try connection.execute(PostgreSQLTableSQL<TodoSchema>.createSQL)
        let fromSteps = try Self.shape(of: migrated)
        #expect(fromSteps.contains("todos.project_id text C YES  todos_project_id_fkey"))
        #expect(fromSteps.contains { $0.hasPrefix("todos CREATE INDEX todos_id_tail ") })
        #expect(fromSteps == (try Self.shape(of: described)))
    }

    /// Every column (type, collation, nullability, default, foreign key) and index of the
    /// schema's tables, one line each, sorted.
    private static func shape(of schema: PostgreSQLTestSchema) throws -> [String] {
        let connection = try schema.connect()
        let columns = try connection.query(
            """
            SELECT c.table_name || '.' || c.column_name || ' ' || c.data_type || ' ' || coalesce(c.collation_name, '-')
                || ' ' || c.is_nullable || ' ' || coalesce(c.column_default, '') || ' ' || coalesce(
                    (SELECT string_agg(k.constraint_name, ',') FROM information_schema.key_column_usage k
                     JOIN information_schema.table_constraints t USING (constraint_schema, constraint_name)
                     WHERE k.table_schema = c.table_schema AND k.table_name = c.table_name
                       AND k.column_name = c.column_name AND t.constraint_type = 'FOREIGN KEY'), '')
            FROM information_schema.columns c
            WHERE c.table_schema = $1 AND c.table_name <> 'schema_migrations'
            UNION ALL
            SELECT tablename || ' ' || replace(indexdef, $1 || '.', '') FROM pg_indexes
            WHERE schemaname = $1 AND tablename <> 'schema_migrations'
            UNION ALL
            SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
            WHERE connamespace = $1::regnamespace AND contype = 'c'
            """, [.text(schema.name)])
        return try (0..<columns.rowCount).map { try columns.decode(String.self, row: $0, column: 0) }.sorted()
    }
}
