/// The line typed into a prompt of the interactive mode: the text, a cursor within it, the keys
/// that edit it, and how it is shown on one screen line, scrolled sideways to keep the cursor in
/// view rather than wrapped over the screen.
public struct PromptLine: Equatable, Sendable {
    /// What was typed so far, one element per character.
    public private(set) var characters: [Character] = []
    /// Where the next character goes: 0 is before the first.
    public private(set) var cursor = 0

    /// An empty line.
    public init() {}

    /// The text typed.
    public var text: String { String(characters) }

    /// Inserts `text` at the cursor. Control characters are dropped (a prompt stores no escape
    /// or bell), and line breaks, as a paste brings them, become one space each.
    public mutating func insert(_ text: String) {
        var accepted: [Character] = []
        accepted.reserveCapacity(text.count)
        for character in text {
            if character == "\n" || character == "\r" || character == "\r\n" || character == "\t" {
                accepted.append(" ")
            } else if !character.unicodeScalars.contains(where: { TerminalSafety.needsEscape($0) }) {
                accepted.append(character)
            }
        }
        characters.insert(contentsOf: accepted, at: cursor)
        cursor += accepted.count
    }

    /// Removes the character before the cursor (Backspace).
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        cursor -= 1
        characters.remove(at: cursor)
    }

    /// Removes the character under the cursor (Delete).
    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Moves the cursor one character left or right (negative: left), within the text.
    public mutating func move(by step: Int) {
        cursor = min(max(0, cursor + step), characters.count)
    }

    /// Moves the cursor before the first character (Home) or after the last (End).
    public mutating func moveToStart() { cursor = 0 }

    /// Moves the cursor after the last character (End).
    public mutating func moveToEnd() { cursor = characters.count }

    /// `label`, then as much of the text around the cursor as fits in `width` cells, with
    /// `cursorMark` drawn at the cursor and "…" where text is hidden on either side. The work is
    /// proportional to what is shown, so a long paste costs no more to draw than a short one.
    public func rendered(label: String, width: Int, cursorMark: Character) -> String {
        let room = max(4, width - label.terminalWidth)
        var line = label
        let whole = characters.count < room ? characters.reduce(1) { $0 + $1.terminalWidth } : Int.max
        if whole <= room {
            line += String(characters[..<cursor]) + String(cursorMark) + String(characters[cursor...])
            return line
        }
        // Room for the mark and an ellipsis on each side; the text before the cursor comes
        // first, so that typing at the end keeps the newest characters in view.
        let budget = room - 3
        var start = cursor
        var used = 0
        while start > 0, used + characters[start - 1].terminalWidth <= budget {
            start -= 1
            used += characters[start].terminalWidth
        }
        var end = cursor
        while end < characters.count, used + characters[end].terminalWidth <= budget {
            used += characters[end].terminalWidth
            end += 1
        }
        if start > 0 { line.append(TextFitting.ellipsis) }
        line += String(characters[start..<cursor]) + String(cursorMark) + String(characters[cursor..<end])
        if end < characters.count { line.append(TextFitting.ellipsis) }
        return line
    }
}
