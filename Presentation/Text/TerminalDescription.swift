import Foundation

/// What the output goes to, decided once by the app (which probes the real terminal) and handed
/// to every view, so that views are pure functions and golden tests need no terminal.
public struct TerminalDescription: Equatable, Sendable {
    /// How many cells wide a line may be; lines are truncated with "…" to fit on a terminal.
    public var width: Int
    /// Whether a person is watching: aligned tables on a terminal, tab-separated rows otherwise.
    public var isTTY: Bool
    /// Whether colours and symbols (✓, ○, …) may be used: only on a terminal, and never with
    /// `NO_COLOR`, `TERM=dumb` or `--no-color`.
    public var isStyled: Bool

    /// Describes an output; `isStyled` is only honoured on a terminal.
    public init(width: Int, isTTY: Bool, isStyled: Bool) {
        self.width = max(1, width)
        self.isTTY = isTTY
        self.isStyled = isTTY && isStyled
    }

    /// A pipe or a file: no width limit, no styling.
    public static let pipe = TerminalDescription(width: Int.max, isTTY: false, isStyled: false)
}

/// Everything besides the terminal that makes rendering deterministic: the time zone dates are
/// shown in, and "now", which decides what is overdue.
public struct RenderContext: Sendable {
    /// Where the output goes.
    public var terminal: TerminalDescription
    /// The zone that dates are shown and typed in.
    public var timeZone: TimeZone
    /// The present moment; open todos due before it are overdue.
    public var now: Date

    /// Makes a context; the defaults are the current zone and the current time.
    public init(terminal: TerminalDescription, timeZone: TimeZone = .current, now: Date = Date()) {
        self.terminal = terminal
        self.timeZone = timeZone
        self.now = now
    }
}
