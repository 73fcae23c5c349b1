import Presentation

#if canImport(Glibc)
    import Glibc

    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin

    private let systemWrite = Darwin.write
#endif

/// Standard output and standard error: the only place `demo` writes to them, and so the one
/// place where text from a store or a person is made safe for a terminal (``TerminalText``).
///
/// Writing never traps. A reader that went away (`demo todo list | head -1`, EPIPE) ends the
/// output quietly; any other failure (a full disk, a closed descriptor) stops writing to that
/// stream and is reported once at the end by ``finish(_:)``, which turns the exit status into 1.
final class Console {
    /// Whether standard output is a terminal, so that untrusted text is sanitised on it.
    let outputIsTerminal: Bool
    /// Whether standard error is a terminal.
    let errorIsTerminal: Bool
    /// Whether demo started with standard input closed (`<&-`), so that reading it is an error
    /// rather than the empty input /dev/null, opened in its place, would give.
    let standardInputWasClosed: Bool
    /// Why a stream (by descriptor) could not be written; a closed pipe is not a failure.
    private var failures: [Int32: Int32] = [:]
    private var closedPipes: Set<Int32> = []

    /// Looks at the three standard descriptors. One that is closed (`demo todo list >&-`) is
    /// opened on /dev/null, so that no file the store opens can take its number and receive
    /// output meant for the terminal, and writing to it counts as failed (EBADF).
    init() {
        standardInputWasClosed = fcntl(STDIN_FILENO, F_GETFD) == -1
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let null = open("/dev/null", O_RDWR)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
            if descriptor != STDIN_FILENO { failures[descriptor] = EBADF }
        }
        outputIsTerminal = failures[STDOUT_FILENO] == nil && isatty(STDOUT_FILENO) == 1
        errorIsTerminal = failures[STDERR_FILENO] == nil && isatty(STDERR_FILENO) == 1
        // A closed pipe must come back as EPIPE from write(2), not kill the process half way.
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes `text` to standard output, sanitised when it is a terminal.
    func out(_ text: TerminalText) { write(text.text(forTerminal: outputIsTerminal), to: STDOUT_FILENO) }

    /// Writes `text` to standard error, sanitised when it is a terminal.
    func err(_ text: TerminalText) { write(text.text(forTerminal: errorIsTerminal), to: STDERR_FILENO) }

    /// The exit status for `code` once every write is done: 1 after a failed write, which is
    /// reported on standard error when standard error still works.
    func finish(_ code: ExitCode) -> ExitCode {
        guard !failures.isEmpty else { return code }
        if let reason = failures[STDOUT_FILENO] {
            let text = strerror(reason).map { String(cString: $0) } ?? "error \(reason)"
            write("demo: cannot write to standard output: \(text)\n", to: STDERR_FILENO)
        }
        return .failure
    }

    private func write(_ text: String, to descriptor: Int32) {
        guard failures[descriptor] == nil, !closedPipes.contains(descriptor) else { return }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written >= 0 {
                offset += written
                continue
            }
            let reason = errno
            if reason == EAGAIN {
                // A descriptor another program made non-blocking: wait until it takes more.
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            } else if reason == EPIPE {
                closedPipes.insert(descriptor)
                return
            } else if reason != EINTR {
                failures[descriptor] = reason
                return
            }
        }
    }
}

/// Describes the real terminal: whether a stream is one, how wide it is, and whether colour is
/// wanted. Views get the result, never the terminal itself.
enum TerminalProbe {
    /// The description of file descriptor `descriptor` (1 for standard output, 2 for standard
    /// error) under `environment`, with `--no-color` given or not.
    static func describe(descriptor: Int32, environment: [String: String], noColor: Bool) -> TerminalDescription {
        isatty(descriptor) == 1 ? terminal(descriptor, environment: environment, noColor: noColor) : .pipe
    }

    /// Whether standard input is a terminal, so that a person can answer questions.
    static var inputIsTerminal: Bool {
        isatty(STDIN_FILENO) == 1
    }
}
