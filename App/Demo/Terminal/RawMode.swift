#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal's settings before raw mode, for the signal handler, which can capture nothing.
/// Written once before the handler is installed and read only by it and by `restore`.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var hasSavedSettings = false

/// Raw keyboard input for the interactive mode: keys arrive one at a time, unechoed, and Ctrl-C
/// arrives as a key. The terminal's own settings come back on every way out: `restore()`, a
/// normal exit, and SIGINT, SIGTERM or SIGHUP sent from elsewhere.
enum RawMode {
    /// Enters the alternate screen, hides the cursor and turns on bracketed paste, so that
    /// pasted text arrives marked as such and is never read as keys.
    static let enterScreen = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h"
    /// Turns bracketed paste off, shows the cursor again and leaves the alternate screen.
    static let leaveScreen = "\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

    /// Switches standard input to raw mode; false when it is not a terminal.
    static func enable() -> Bool {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return false }
        savedSettings = settings
        hasSavedSettings = true
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { number in
                RawMode.restoreFromSignal()
                _exit(128 + number)
            }
        }
        atexit { RawMode.restore() }
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        settings.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        // Output processing stays on, so that "\n" still returns the carriage.
        withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        return tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings) == 0
    }

    /// Puts back the settings `enable()` found.
    static func restore() {
        guard hasSavedSettings else { return }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings)
        hasSavedSettings = false
    }

    /// What a signal handler may do: async-signal-safe calls only (tcsetattr, write).
    private static func restoreFromSignal() {
        guard hasSavedSettings else { return }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings)
        // A string passed to C is its UTF-8 in place: nothing is allocated here, unlike `utf8CString`.
        _ = write(STDOUT_FILENO, leaveScreen, leaveScreen.utf8.count)
    }
}
