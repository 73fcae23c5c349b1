import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a pipe on a thread of its own until its writer closes it, keeping everything read for
/// the test to look at while the child still runs. Each of a child's output pipes has one, so a
/// child writing much to one never blocks because nobody reads the other.
///
/// read(2) on the descriptor itself, retried when a signal interrupts it: Foundation's
/// `FileHandle` reads trap on EINTR on Linux, which took down whole test runs while many
/// children were exiting at once; and its `readabilityHandler` kept firing after end of file
/// and once crashed the test process in libdispatch's event loop.
public final class PipeDrain: @unchecked Sendable {
    // The condition's lock guards `collected` and `isClosed`; the reading thread broadcasts
    // after each change.
    private let condition = NSCondition()
    private var collected = Data()
    private var isClosed = false

    /// Starts reading `descriptor`, the read end of a pipe, which it then owns and closes at the
    /// end.
    init(descriptor: Int32) {
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                condition.lock()
                if count > 0 {
                    collected.append(contentsOf: buffer[..<count])
                } else {
                    isClosed = true
                }
                condition.broadcast()
                condition.unlock()
                if count <= 0 { break }
            }
            close(descriptor)
        }
        thread.start()
    }

    /// Everything read so far.
    public var data: Data {
        condition.lock()
        defer { condition.unlock() }
        return collected
    }

    /// Everything read so far, as UTF-8 text.
    public var text: String {
        String(decoding: data, as: UTF8.self)
    }

    /// True once the writer closed the pipe and everything it wrote has been read.
    public var isFinished: Bool {
        condition.lock()
        defer { condition.unlock() }
        return isClosed
    }

    /// Blocks until `condition` holds for what was read so far or the pipe has closed, or until
    /// `deadline`; whether `condition` held. `condition` runs under the drain's lock: keep it short.
    public func wait(until deadline: ContinuousClock.Instant, for condition: (Data) -> Bool) -> Bool {
        self.condition.lock()
        defer { self.condition.unlock() }
        while !condition(collected) {
            let left = ContinuousClock.now.duration(to: deadline)
            guard !isClosed, left > .zero else { return false }
            _ = self.condition.wait(until: Date(timeIntervalSinceNow: left.inSeconds))
        }
        return true
    }

    /// Waits until ``isFinished``; false when that did not happen within `limit` (a bound on a
    /// broken child, not a speed target). A child's exit is seen before its last output is read
    /// whenever a loaded machine runs this drain's thread later: wait for this before reading
    /// what a child printed once it has ended.
    public func finished(within limit: Duration) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while !isFinished {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return true
    }

    /// ``finished(within:)`` for a caller on a thread of its own.
    public func finishedBlocking(until deadline: ContinuousClock.Instant) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !isClosed {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return false }
            _ = condition.wait(until: Date(timeIntervalSinceNow: left.inSeconds))
        }
        return true
    }
}
