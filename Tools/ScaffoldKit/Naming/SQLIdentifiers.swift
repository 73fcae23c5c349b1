import Foundation

/// Refuses an SQL keyword used as a table or column name where the rendered SQL leaves it
/// unquoted (`CREATE TABLE orders (order TEXT)` is not SQL). Templates that quote their
/// identifiers (`"order"`) pass whatever the name, so this only catches templates that do not.
enum SQLIdentifiers {
    /// The SQLite keywords that SQLite (3.40) refuses as a bare table or column name in the
    /// statements the templates write: CREATE TABLE and INDEX, INSERT, UPDATE, SELECT with WHERE
    /// and ORDER BY. Others (`key`, `first`, `groups`) fall back to plain identifiers and work.
    static let keywords: Set<String> = Set(
        """
        add all alter and as autoincrement between case cast check collate commit constraint create default
        deferrable delete distinct drop else escape except exists foreign from group having if in index insert
        intersect into is isnull join limit not nothing notnull null on or order primary raise references returning
        select set table then to transaction union unique update using values when where
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))

    /// Words that mark a line as SQL: a keyword identifier is looked for only on such lines.
    static let statementMarkers = ["CREATE ", "SELECT ", "INSERT ", "UPDATE ", "DELETE ", " FROM ", " WHERE ", " SET "]

    /// Where an SQL keyword identifier stands unquoted.
    struct Finding: Equatable {
        /// The identifier, e.g. `order`.
        let identifier: String
        /// The rendered file and line, e.g. `Data/X.swift:12`.
        let place: String

        /// What to tell the user about it, given what the identifier is.
        func reason(_ what: String) -> String {
            "\(what) is '\(identifier)', an SQL keyword, which \(place) writes unquoted in SQL; rename it, "
                + "or quote the identifiers in that template (\"\(identifier)\")"
        }
    }

    /// The first of `identifiers` that is an SQL keyword and stands unquoted on an SQL line of
    /// one of `files`; nil when there is none.
    static func firstUnquoted(_ identifiers: [String], in files: [(path: String, content: String)]) -> Finding? {
        let risky = identifiers.filter(keywords.contains).sorted()
        guard !risky.isEmpty else { return nil }
        for (path, content) in files {
            for (number, line) in content.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where statementMarkers.contains(where: line.contains)
                && !line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("//")
            {
                if let identifier = risky.first(where: { standsUnquoted($0, in: line) }) {
                    return Finding(identifier: identifier, place: "\(path):\(number + 1)")
                }
            }
        }
        return nil
    }

    /// True when `word` occurs in `line` as a whole identifier not wrapped in double quotes and
    /// not Swift (a member `.word` or an interpolated `\(word)`).
    static func standsUnquoted(_ word: String, in line: Substring) -> Bool {
        var rest = line[...]
        while let found = rest.range(of: word) {
            let before = line[..<found.lowerBound].last
            let after = found.upperBound < line.endIndex ? line[found.upperBound] : nil
            let isWord = !(before.map(isIdentifierCharacter) ?? false) && !(after.map(isIdentifierCharacter) ?? false)
            // "order" in SQL text, \"order\" inside a Swift string literal, or `order`.
            let quoted = (before == "\"" && (after == "\"" || after == "\\")) || (before == "`" && after == "`")
            let swift = before == "." || (before == "(" && line[..<found.lowerBound].dropLast().last == "\\")
            if isWord, !quoted, !swift { return true }
            rest = line[found.upperBound...]
        }
        return false
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
