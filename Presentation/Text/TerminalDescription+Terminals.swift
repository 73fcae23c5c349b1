/// Terminals by name, for views' tests and previews: the app itself probes the real one.
extension TerminalDescription {
    /// A colour terminal `width` cells wide.
    public static func styledTerminal(width: Int = 80) -> TerminalDescription {
        TerminalDescription(width: width, isTTY: true, isStyled: true)
    }

    /// A terminal without colours or symbols (`NO_COLOR`, `TERM=dumb`, `--no-color`).
    public static func plainTerminal(width: Int = 80) -> TerminalDescription {
        TerminalDescription(width: width, isTTY: true, isStyled: false)
    }
}
