#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The write end of the pipe that wakes the key reader, for the SIGWINCH handler, which can
/// capture nothing; -1 until ``Input`` made it.
nonisolated(unsafe) private var wakeDescriptor: Int32 = -1

/// Standard input for the interactive mode, read in blocks and handed out a byte at a time, and
/// woken by a window resize: the SIGWINCH handler writes to a pipe that is polled beside the
/// terminal (the self-pipe trick), so a resize is drawn at once without waiting for a key.
final class Input {
    /// The one reader of standard input.
    nonisolated(unsafe) static let shared = Input()

    private var buffer: [UInt8] = []
    private var position = 0
    private var wakePipe: [Int32] = [-1, -1]
    private var resized = false

    private init() {
        guard pipe(&wakePipe) == 0 else { return }
        for descriptor in wakePipe {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        wakeDescriptor = wakePipe[1]
        var action = sigaction()
        setHandler(of: &action) { _ in
            var byte: UInt8 = 1
            _ = write(wakeDescriptor, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGWINCH, &action, nil)
    }

    /// Whether bytes already read are waiting: more keys are coming at once (typed faster than
    /// drawn, or pasted by a terminal without bracketed paste), so drawing can wait for them.
    var hasBufferedInput: Bool { position < buffer.count }

    /// Whether the window was resized since the last call; clears it.
    func takeResize() -> Bool {
        defer { resized = false }
        return resized
    }

    /// One byte, waiting at most `timeout` milliseconds (-1: forever); nil at end of input, when
    /// the time ran out, or when the window was resized (then ``takeResize()`` is true).
    func readByte(timeout: Int32) -> UInt8? {
        if position < buffer.count {
            defer { position += 1 }
            return buffer[position]
        }
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakePipe[0], events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&descriptors, nfds_t(wakePipe[0] >= 0 ? 2 : 1), timeout)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return nil }
            if descriptors[1].revents & Int16(POLLIN) != 0 {
                drainWakePipe()
                resized = true
                // Waiting for a key: report the resize. Mid-sequence, a resize must not cut the
                // key short: keep waiting for its bytes.
                if timeout < 0 { return nil }
                if descriptors[0].revents & Int16(POLLIN) == 0 { continue }
            }
            var block = [UInt8](repeating: 0, count: 4096)
            let count = read(STDIN_FILENO, &block, block.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            buffer = Array(block[0..<count])
            position = 1
            return buffer[0]
        }
    }

    private func drainWakePipe() {
        var scratch = [UInt8](repeating: 0, count: 64)
        while read(wakePipe[0], &scratch, scratch.count) > 0 {}
    }
}

// The C library's `sa_handler` is a macro, which Swift does not see: the field is named here.
#if canImport(Glibc)
    /// glibc keeps the handler in the union `__sigaction_handler`.
    private func setHandler(of action: inout sigaction, _ handler: @escaping @convention(c) (Int32) -> Void) {
        action.__sigaction_handler.sa_handler = handler
    }
#elseif canImport(Darwin)
    /// Darwin keeps it in the union `__sigaction_u`, as `__sa_handler`.
    private func setHandler(of action: inout sigaction, _ handler: @escaping @convention(c) (Int32) -> Void) {
        action.__sigaction_u.__sa_handler = handler
    }
#endif
