/// Cuts template source into text, `{{ output }}` and `{% tag %}` tokens; drops `{# comments #}`.
///
/// A tag or comment alone on its line takes the whole line with it, newline included, so that
/// `{% if %}` lines leave no blank lines behind in generated Swift.
struct TemplateLexer {
    /// The template file, for error messages.
    let file: String

    /// The tokens of `source`, or the line of the first unclosed delimiter.
    func tokenize(_ source: String) throws(TemplateError) -> [TemplateToken] {
        let characters = Array(source)
        var tokens: [TemplateToken] = []
        var text = ""
        var textLine = 1
        var line = 1
        var index = 0
        var lineStart = 0
        func flushText() {
            if !text.isEmpty { tokens.append(TemplateToken(kind: .text(text), line: textLine)) }
            text = ""
            textLine = line
        }
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            guard character == "{", let next, next == "{" || next == "%" || next == "#" else {
                text.append(character)
                index += 1
                if character == "\n" {
                    line += 1
                    lineStart = index
                }
                continue
            }
            let closer: [Character] = next == "{" ? ["}", "}"] : next == "%" ? ["%", "}"] : ["#", "}"]
            guard let end = find(closer, in: characters, from: index + 2) else {
                let what = next == "{" ? "{{" : next == "%" ? "{%" : "{#"
                throw TemplateError(file: file, line: line, message: "'\(what)' is never closed")
            }
            let inner = String(characters[(index + 2)..<end]).trimmingWhitespace()
            var after = end + 2
            if next != "{", isBlank(characters[lineStart..<index]), let lineEnd = blankRest(characters, from: after) {
                text.removeLast(index - lineStart)  // the indentation before a standalone tag
                after = lineEnd
            }
            flushText()
            if next == "{" {
                tokens.append(TemplateToken(kind: .output(inner), line: line))
            } else if next == "%" {
                tokens.append(TemplateToken(kind: .tag(inner), line: line))
            }
            for consumed in characters[index..<after] where consumed == "\n" { line += 1 }
            if characters[index..<after].contains("\n") {
                lineStart = (characters[..<after].lastIndex(of: "\n") ?? -1) + 1
            }
            index = after
            textLine = line
        }
        flushText()
        return tokens
    }

    private func find(_ closer: [Character], in characters: [Character], from start: Int) -> Int? {
        var index = start
        while index + 1 < characters.count {
            if characters[index] == closer[0], characters[index + 1] == closer[1] { return index }
            index += 1
        }
        return nil
    }

    private func isBlank(_ characters: ArraySlice<Character>) -> Bool {
        characters.allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// The index just past the end of the line when only blanks follow `start` on it.
    private func blankRest(_ characters: [Character], from start: Int) -> Int? {
        var index = start
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
        if index == characters.count { return index }
        return characters[index] == "\n" ? index + 1 : nil
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
