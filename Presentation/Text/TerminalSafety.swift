/// The one sanitiser for text a terminal will show: a title or a name could hold an escape
/// sequence that sets the window title, leaves the alternate screen or repaints the screen, a
/// bidi override that shows its neighbours backwards, or a new line that breaks a row apart.
/// Every such character is shown as a visible escape instead (`\e`, `\n`, `\u{202E}`), so that a
/// person sees that it is there and nothing stored can drive the terminal.
///
/// ``TerminalText`` applies it to every piece of text the `demo` console writes to a terminal;
/// views that draw tables apply it to each cell, because they measure cells before styling them.
enum TerminalSafety {
    /// `text` on one line, for a terminal: every control character (C0, DEL, C1), including tab,
    /// new line and ESC, and every bidi control shown as a visible escape.
    static func singleLine(_ text: String) -> String {
        visible(text, keepingLineBreaks: false)
    }

    /// `text` for a terminal, as ``singleLine(_:)`` does, except that with `keepingLineBreaks`
    /// a new line stays a new line (messages of several lines, such as a list of candidates).
    static func visible(_ text: String, keepingLineBreaks: Bool) -> String {
        // Nearly all text has nothing to show differently: check once and return it as it is.
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingLineBreaks: keepingLineBreaks) }) else {
            return text
        }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar, keepingLineBreaks: keepingLineBreaks) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\u{1B}": result += "\\e"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return result
    }

    /// Whether `scalar` could drive a terminal or change how the text around it is shown.
    static func needsEscape(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool = false) -> Bool {
        switch scalar.value {
        case 0x0A: !keepingLineBreaks
        case 0x00...0x1F, 0x7F...0x9F: true
        // Bidi embeddings, overrides and isolates, and the invisible direction marks.
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` as one field of a tab-separated row: backslash, tab, new line and carriage return
    /// escaped as `\\`, `\t`, `\n`, `\r`, so that every row is one line of fields.
    static func tabField(_ text: String) -> String {
        var result = ""
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
