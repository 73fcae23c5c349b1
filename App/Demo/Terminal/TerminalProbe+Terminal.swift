import Presentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// What is asked only when output goes to a terminal: a pipe has no width and takes no colour.
extension TerminalProbe {
    /// A terminal's description: its width, and colour unless `--no-color`, `NO_COLOR` or `TERM=dumb`.
    static func terminal(_ descriptor: Int32, environment: [String: String], noColor: Bool) -> TerminalDescription {
        let colorRefused =
            noColor || environment["NO_COLOR"].map { !$0.isEmpty } == true || environment["TERM"] == "dumb"
        return TerminalDescription(
            width: width(of: descriptor, environment: environment), isTTY: true, isStyled: !colorRefused)
    }

    /// The width in cells: asked of the terminal (TIOCGWINSZ), else `$COLUMNS`, else 80.
    static func width(of descriptor: Int32, environment: [String: String]) -> Int {
        size(of: descriptor, \.ws_col) ?? environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 80
    }

    /// The height in rows, for the interactive screen; `$LINES`, else 24, when the terminal does not say.
    static func height(of descriptor: Int32, environment: [String: String]) -> Int {
        size(of: descriptor, \.ws_row) ?? environment["LINES"].flatMap(Int.init) ?? 24
    }

    /// One dimension of the window `descriptor` shows (TIOCGWINSZ), nil when it does not say.
    private static func size(of descriptor: Int32, _ dimension: KeyPath<winsize, UInt16>) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size[keyPath: dimension] > 0 else { return nil }
        return Int(size[keyPath: dimension])
    }
}
