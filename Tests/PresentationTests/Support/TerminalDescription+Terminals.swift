import Presentation

// Terminals by name for the views' tests (and the generated ones): the app itself probes the real
// terminal, so the product has no use for these.
extension TerminalDescription {
    /// A colour terminal `width` cells wide.
    static func styledTerminal(width: Int = 80) -> TerminalDescription {
        TerminalDescription(width: width, isTTY: true, isStyled: true)
    }

    /// A terminal without colours or symbols (`NO_COLOR`, `TERM=dumb`, `--no-color`).
    static func plainTerminal(width: Int = 80) -> TerminalDescription {
        TerminalDescription(width: width, isTTY: true, isStyled: false)
    }
}
