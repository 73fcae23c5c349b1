/// Step 2 of both SQL stores' shipped schemas (`SQLiteSchema.version2`,
/// `PostgreSQLSchema.version2`): the indexes on the last group of Todo's and Project's
/// time-ordered ids, in statements SQLite and PostgreSQL read alike. One text, so that both
/// stores record the same step.
package enum IDTailIndexes {
    package static let sql = """
        CREATE INDEX IF NOT EXISTS "projects_id_tail" ON "projects" (substr("id", 25))
            WHERE substr("id", 15, 1) = '7';
        CREATE INDEX IF NOT EXISTS "todos_id_tail" ON "todos" (substr("id", 25))
            WHERE substr("id", 15, 1) = '7';
        """
}
