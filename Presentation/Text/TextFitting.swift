/// Fitting text into a number of terminal cells.
enum TextFitting {
    /// The mark that shows text was cut.
    static let ellipsis: Character = "…"

    /// `text` cut to at most `width` cells, ending in "…" when anything was cut. Wide characters
    /// are never split: a cut that would halve one leaves a cell empty instead.
    static func truncated(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard text.terminalWidth > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let cells = character.terminalWidth
            if used + cells > width - 1 { break }
            result.append(character)
            used += cells
        }
        result.append(ellipsis)
        return result
    }

    /// The longest start of `text` that fits in `width` cells, without an ellipsis.
    static func prefix(_ text: String, toWidth width: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            used += character.terminalWidth
            if used > width { break }
            result.append(character)
        }
        return result
    }

    /// `text` truncated to `width` cells, then padded with spaces on the side `alignment` leaves.
    static func fitted(_ text: String, toWidth width: Int, alignment: TextAlignment = .left) -> String {
        let cut = truncated(text, toWidth: width)
        let padding = String(repeating: " ", count: max(0, width - cut.terminalWidth))
        return alignment == .left ? cut + padding : padding + cut
    }
}

/// Which side of a cell text sits on.
enum TextAlignment {
    case left
    case right
}
