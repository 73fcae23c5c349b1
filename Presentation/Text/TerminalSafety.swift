/// Makes stored text safe to show: a title could hold an escape sequence that repaints the screen,
/// or a new line or tab that breaks a row apart.
enum TerminalSafety {
    /// `text` on one line, for a terminal: white-space controls become a space and every other
    /// control character (ESC included) becomes U+FFFD, so nothing typed can drive the terminal.
    static func singleLine(_ text: String) -> String {
        String(
            text.map { character -> Character in
                guard let scalar = character.unicodeScalars.first,
                    scalar.properties.generalCategory == .control
                else { return character }
                return character.isWhitespace ? " " : "\u{FFFD}"
            })
    }

    /// `text` as one field of a tab-separated row: backslash, tab, new line and carriage return
    /// escaped as `\\`, `\t`, `\n`, `\r`, so that every row is one line of fields.
    static func tabField(_ text: String) -> String {
        // Nearly every field has nothing to escape: check the bytes once and return it as it is.
        let needsEscaping = text.utf8.contains { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard needsEscaping else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
