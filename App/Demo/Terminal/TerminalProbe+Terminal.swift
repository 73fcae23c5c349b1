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
        var size = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return columns
        }
        return 80
    }

    /// The height in rows, for the interactive screen; 24 when unknown.
    static func height(of descriptor: Int32, environment: [String: String]) -> Int {
        var size = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 {
            return Int(size.ws_row)
        }
        return environment["LINES"].flatMap(Int.init) ?? 24
    }
}
