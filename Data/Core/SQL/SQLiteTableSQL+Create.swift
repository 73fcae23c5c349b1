extension SQLiteTableSQL {
    /// The table and its indexes, each `IF NOT EXISTS`, as the description gives them: what the
    /// table's steps must make (a test compares them).
    package static var createSQL: String {
        createSQL(in: .sqlite, foreignKeyName: nil)
    }

    /// The table and its indexes, each `IF NOT EXISTS`, with each column declared in `dialect`
    /// and each foreign key named by `foreignKeyName` (left to the database when nil): SQLite's,
    /// and the PostgreSQL store's from the same description.
    package static func createSQL(in dialect: SQLDialect, foreignKeyName: ((String) -> String)?) -> String {
        let columns = Schema.columns.map { column in
            var text = "\(quoted(column.name)) \(column.declaration(in: dialect))"
            if let reference = Schema.references.first(where: { $0.column == column.name }) {
                if let name = foreignKeyName?(reference.column) { text += " CONSTRAINT \(quoted(name))" }
                text += " REFERENCES \(quoted(reference.table)) (\"id\") ON DELETE RESTRICT"
            }
            return text
        }
        var statements = ["CREATE TABLE IF NOT EXISTS \(table) (\(columns.joined(separator: ", ")))"]
        for key in Schema.uniqueKeys {
            statements.append(index([key.column], unique: true))
        }
        for reference in Schema.references {
            statements.append(index([reference.column], unique: false))
        }
        for columns in Schema.indexes {
            statements.append(index(columns, unique: false))
        }
        statements.append(
            "CREATE INDEX IF NOT EXISTS \(quoted(idTailIndexName)) ON \(table) (\(idTail)) WHERE \(isTimeOrdered)"
        )
        return statements.joined(separator: ";\n") + ";"
    }

    /// An id's last group, 12 hex digits: the part a time-ordered id is shown by.
    package static var idTail: String { "substr(\"id\", 25)" }
    /// Whether a row's id is time-ordered (version 7): the index on `idTail` holds those alone.
    package static var isTimeOrdered: String { "substr(\"id\", 15, 1) = '7'" }

    /// `CREATE [UNIQUE] INDEX` on `columns`, named by ``indexName(_:)``.
    private static func index(_ columns: [String], unique: Bool) -> String {
        let name = quoted(indexName(columns))
        let list = columns.map(quoted).joined(separator: ", ")
        return "CREATE \(unique ? "UNIQUE " : "")INDEX IF NOT EXISTS \(name) ON \(table) (\(list))"
    }
}
