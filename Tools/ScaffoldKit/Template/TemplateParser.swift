/// Builds the node tree from tokens, matching every `if` and `for` with its end tag.
struct TemplateParser {
    /// The template file, for error messages.
    let file: String

    /// The nodes of `tokens`.
    func parse(_ tokens: [TemplateToken]) throws(TemplateError) -> [TemplateNode] {
        var remaining = tokens[...]
        let (nodes, end) = try parseBlock(&remaining, opener: nil)
        if let end { throw TemplateError(file: file, line: end.line, message: "'\(end.word)' without an opening tag") }
        return nodes
    }

    private struct EndTag {
        let word: String
        let rest: String
        let line: Int
    }

    /// Parses nodes until an `elif`/`else`/`endif`/`endfor` tag (returned) or the end of input.
    private func parseBlock(
        _ tokens: inout ArraySlice<TemplateToken>,
        opener: (word: String, line: Int)?
    ) throws(TemplateError) -> ([TemplateNode], EndTag?) {
        var nodes: [TemplateNode] = []
        while let token = tokens.popFirst() {
            switch token.kind {
            case .text(let text):
                nodes.append(.text(text))
            case .output(let inner):
                var parser = try TemplateExpressionParser(inner, file: file, line: token.line)
                nodes.append(.output(try parser.parseWholeExpression()))
            case .tag(let inner):
                let word = String(inner.prefix { !$0.isWhitespace })
                let rest = String(inner.dropFirst(word.count)).trimmingWhitespace()
                switch word {
                case "if": nodes.append(try parseConditional(rest, line: token.line, &tokens))
                case "for": nodes.append(try parseLoop(rest, line: token.line, &tokens))
                case "elif", "else", "endif", "endfor":
                    guard opener != nil else {
                        throw TemplateError(file: file, line: token.line, message: "'\(word)' without an opening tag")
                    }
                    return (nodes, EndTag(word: word, rest: rest, line: token.line))
                default:
                    throw TemplateError(
                        file: file, line: token.line,
                        message: "unknown tag '\(word)'; tags are if, elif, else, endif, for, endfor"
                    )
                }
            }
        }
        if let opener {
            let closer = opener.word == "for" ? "endfor" : "endif"
            throw TemplateError(
                file: file, line: opener.line,
                message: "'\(opener.word)' is never closed (expected {% \(closer) %})"
            )
        }
        return (nodes, nil)
    }

    private func parseConditional(
        _ condition: String, line: Int, _ tokens: inout ArraySlice<TemplateToken>
    ) throws(TemplateError) -> TemplateNode {
        var branches: [TemplateBranch] = []
        var current = try parseCondition(condition, line: line)
        while true {
            let (body, end) = try parseBlock(&tokens, opener: ("if", line))
            guard let end else { throw TemplateError(file: file, line: line, message: "'if' is never closed") }
            switch end.word {
            case "elif":
                branches.append(TemplateBranch(condition: current, body: body))
                current = try parseCondition(end.rest, line: end.line)
            case "else":
                branches.append(TemplateBranch(condition: current, body: body))
                let (otherwise, close) = try parseBlock(&tokens, opener: ("if", line))
                guard close?.word == "endif" else {
                    throw TemplateError(
                        file: file, line: close?.line ?? line,
                        message: "expected {% endif %} after {% else %}, found '\(close?.word ?? "end of file")'"
                    )
                }
                return .conditional(branches: branches, otherwise: otherwise)
            case "endif":
                branches.append(TemplateBranch(condition: current, body: body))
                return .conditional(branches: branches, otherwise: [])
            default:
                throw TemplateError(
                    file: file, line: end.line, message: "'\(end.word)' inside an 'if' opened on line \(line)")
            }
        }
    }

    private func parseLoop(
        _ header: String, line: Int, _ tokens: inout ArraySlice<TemplateToken>
    ) throws(TemplateError) -> TemplateNode {
        let parts = header.split(separator: " ", maxSplits: 2).map(String.init)
        guard parts.count == 3, parts[1] == "in", !parts[0].contains("."), parts[0] != "loop" else {
            throw TemplateError(file: file, line: line, message: "expected {% for name in sequence %}")
        }
        var parser = try TemplateExpressionParser(parts[2], file: file, line: line)
        let sequence = try parser.parseWholeExpression()
        let (body, end) = try parseBlock(&tokens, opener: ("for", line))
        guard end?.word == "endfor" else {
            throw TemplateError(
                file: file, line: end?.line ?? line,
                message: "expected {% endfor %} for the 'for' on line \(line), found '\(end?.word ?? "end of file")'"
            )
        }
        return .loop(variable: parts[0], sequence: sequence, body: body)
    }

    private func parseCondition(_ text: String, line: Int) throws(TemplateError) -> TemplateCondition {
        guard !text.isEmpty else { throw TemplateError(file: file, line: line, message: "'if' needs a condition") }
        var parser = try TemplateExpressionParser(text, file: file, line: line)
        return try parser.parseWholeCondition()
    }
}
