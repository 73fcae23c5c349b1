/// Parses the inside of `{{ }}` and the conditions of `{% if %}`.
struct TemplateExpressionParser {
    /// The template file, for error messages.
    let file: String
    /// The line being parsed.
    let line: Int
    private var words: [String]
    private var position = 0

    /// Prepares to parse `text`, found on `line` of `file`.
    init(_ text: String, file: String, line: Int) throws(TemplateError) {
        self.file = file
        self.line = line
        self.words = []
        self.words = try split(text)
    }

    /// Parses a whole `{{ }}` expression.
    mutating func parseWholeExpression() throws(TemplateError) -> TemplateExpression {
        let expression = try parseExpression()
        try expectEnd()
        return expression
    }

    /// Parses a whole `if` condition.
    mutating func parseWholeCondition() throws(TemplateError) -> TemplateCondition {
        let condition = try parseOr()
        try expectEnd()
        return condition
    }

    private mutating func parseOr() throws(TemplateError) -> TemplateCondition {
        var condition = try parseAnd()
        while accept("or") { condition = .or(condition, try parseAnd()) }
        return condition
    }

    private mutating func parseAnd() throws(TemplateError) -> TemplateCondition {
        var condition = try parseNot()
        while accept("and") { condition = .and(condition, try parseNot()) }
        return condition
    }

    private mutating func parseNot() throws(TemplateError) -> TemplateCondition {
        if accept("not") { return .not(try parseNot()) }
        let left = try parseExpression()
        if accept("==") { return .compare(left, try parseExpression(), equal: true) }
        if accept("!=") { return .compare(left, try parseExpression(), equal: false) }
        return .truthy(left)
    }

    private mutating func parseExpression() throws(TemplateError) -> TemplateExpression {
        guard position < words.count else { throw error("expected a value") }
        let word = words[position]
        position += 1
        let source: TemplateExpression.Source
        if word.hasPrefix("\"") {
            source = .literal(String(word.dropFirst().dropLast()))
        } else {
            let path = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard path.allSatisfy(isName), !["and", "or", "not"].contains(word) else {
                throw error("'\(word)' is not a variable name or a quoted string")
            }
            source = .path(path)
        }
        var filters: [String] = []
        while accept("|") {
            guard position < words.count, isName(words[position]) else {
                throw error("expected a filter name after '|'")
            }
            let name = words[position]
            guard TemplateFilters.known[name] != nil else {
                let known = TemplateFilters.known.keys.sorted().joined(separator: ", ")
                throw error("unknown filter '\(name)'; filters are: \(known)")
            }
            filters.append(name)
            position += 1
        }
        return TemplateExpression(source: source, filters: filters, line: line)
    }

    private mutating func accept(_ word: String) -> Bool {
        guard position < words.count, words[position] == word else { return false }
        position += 1
        return true
    }

    private func expectEnd() throws(TemplateError) {
        if position < words.count { throw error("unexpected '\(words[position])'") }
    }

    private func isName(_ word: String) -> Bool {
        guard let first = word.first, first.isLetter || first == "_" else { return false }
        return word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    private func error(_ message: String) -> TemplateError {
        TemplateError(file: file, line: line, message: message)
    }

    /// Words, quoted strings, `|`, `==` and `!=`.
    private func split(_ text: String) throws(TemplateError) -> [String] {
        var result: [String] = []
        var current = ""
        var characters = Array(text)[...]
        func flush() {
            if !current.isEmpty { result.append(current) }
            current = ""
        }
        while let character = characters.popFirst() {
            switch character {
            case " ", "\t", "\n":
                flush()
            case "|":
                flush()
                result.append("|")
            case "=", "!":
                flush()
                guard characters.popFirst() == "=" else { throw error("expected '\(character)='") }
                result.append("\(character)=")
            case "\"":
                flush()
                guard let end = characters.firstIndex(of: "\"") else { throw error("unclosed string") }
                result.append("\"" + String(characters[..<end]) + "\"")
                characters = characters[(end + 1)...]
            default:
                current.append(character)
            }
        }
        flush()
        return result
    }
}
