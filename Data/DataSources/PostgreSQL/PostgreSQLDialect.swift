/// SQLite's spelling of the schemas' SQL fragments, translated to PostgreSQL's.
///
/// The fragments (`{Entity}Query+SQL.swift`) use three SQLite-specific things, each with a
/// PostgreSQL counterpart that ``PostgreSQLSchema`` creates in the database:
/// - anonymous `?` parameters become `$1`, `$2`… in order;
/// - `swift_contains(text, needle)` is a function of the same name and meaning;
/// - `"column" COLLATE swift_nocase` becomes `swift_nocase_key("column")`, a key that orders
///   as ``TextMatching/compareIgnoringCase(_:_:)`` does (lower case, then code points).
enum PostgreSQLDialect {
    /// The key function that stands for SQLite's `swift_nocase` collation.
    static let ignoringCaseKey = "swift_nocase_key"

    /// `fragment` in PostgreSQL's spelling, numbering its parameters from `firstParameter`, and
    /// how many it has. Quoted identifiers and string literals are copied as they are.
    static func translate(_ fragment: String, firstParameter: Int) -> (sql: String, parameters: Int) {
        let collation = " COLLATE \(SQLiteTextFunctions.ignoringCaseCollation)"
        var output: [Character] = []
        var count = 0
        var quote: Character?
        // Where the last quoted identifier began in `output`.
        var lastIdentifierStart: Int?
        var index = fragment.startIndex
        while index < fragment.endIndex {
            let character = fragment[index]
            if let open = quote {
                output.append(character)
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
                if character == "\"" { lastIdentifierStart = output.count }
                output.append(character)
            } else if character == "?" {
                output += "$\(firstParameter + count)"
                count += 1
            } else if fragment[index...].hasPrefix(collation), let start = lastIdentifierStart,
                output.last == "\""
            {
                let identifier = String(output[start...])
                output.replaceSubrange(start..., with: "\(ignoringCaseKey)(\(identifier))")
                index = fragment.index(index, offsetBy: collation.count)
                continue
            } else {
                output.append(character)
            }
            index = fragment.index(after: index)
        }
        return (String(output), count)
    }

    /// A column's SQLite declaration (`INTEGER NOT NULL DEFAULT 0`) with PostgreSQL's type name.
    static func declaration(_ sqlite: String) -> String {
        let words = sqlite.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard let type = words.first else { return sqlite }
        let rest = words.count > 1 ? " " + words[1] : ""
        switch type.uppercased() {
        case "INTEGER": return "BIGINT" + rest
        case "REAL": return "DOUBLE PRECISION" + rest
        case "TEXT": return "TEXT COLLATE \"C\"" + rest
        case "BLOB": return "BYTEA" + rest
        default: return sqlite
        }
    }
}
