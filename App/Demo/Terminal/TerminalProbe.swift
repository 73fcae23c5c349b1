import Foundation
import Presentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Describes the real terminal: whether a stream is one, how wide it is, and whether colour is
/// wanted. Views get the result, never the terminal itself.
enum TerminalProbe {
    /// The description of file descriptor `descriptor` (1 for standard output, 2 for standard
    /// error) under `environment`, with `--no-color` given or not.
    static func describe(descriptor: Int32, environment: [String: String], noColor: Bool) -> TerminalDescription {
        let isTTY = isatty(descriptor) == 1
        guard isTTY else { return .pipe }
        let colorRefused =
            noColor || environment["NO_COLOR"].map { !$0.isEmpty } == true || environment["TERM"] == "dumb"
        return TerminalDescription(
            width: width(of: descriptor, environment: environment), isTTY: true, isStyled: !colorRefused)
    }

    /// Whether standard input is a terminal, so that a person can answer questions.
    static var inputIsTerminal: Bool {
        isatty(STDIN_FILENO) == 1
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
