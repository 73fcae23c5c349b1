import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reaps one child: a thread of its own blocks in `waitpid` on that pid alone (never on any
/// child, which would reap other helpers' children, Foundation's included) and keeps how it
/// ended for anyone waiting.
///
/// A blocking `waitpid` per child rather than a SIGCHLD handler: a signal can be blocked on the
/// thread it is sent to, or merged with another child's, and a child whose exit nobody noticed
/// stays a zombie while its waiter waits for ever.
final class ExitWatch: @unchecked Sendable {
    // The condition's lock guards `ending`; the watch thread broadcasts once it is set.
    private let condition = NSCondition()
    private var ending: Ending?

    private enum Ending {
        case reaped(ChildTermination)
        /// `waitpid` failed other than by EINTR (ECHILD: something else reaped it).
        case lost(Int32)
    }

    private let command: ChildCommand

    init(pid: pid_t, command: ChildCommand) {
        self.command = command
        let thread = Thread { [self] in
            var status: Int32 = 0
            var result: Ending
            while true {
                if waitpid(pid, &status, 0) == pid {
                    result = .reaped(ChildTermination(waitStatus: status))
                    break
                }
                if errno != EINTR {
                    result = .lost(errno)
                    break
                }
            }
            condition.lock()
            ending = result
            condition.broadcast()
            condition.unlock()
        }
        // The thread does nothing but wait; it needs little stack.
        thread.stackSize = 128 * 1024
        thread.start()
    }

    /// How the child ended, or nil while it runs. Also nil when the child could not be reaped
    /// (see ``ended``).
    var termination: ChildTermination? {
        condition.lock()
        defer { condition.unlock() }
        if case .reaped(let termination) = ending { return termination }
        return nil
    }

    /// Whether the child is gone: reaped, or not reapable any more.
    var ended: Bool {
        condition.lock()
        defer { condition.unlock() }
        return ending != nil
    }

    /// Blocks until the child is gone or `deadline` has passed; how it ended, nil at the
    /// deadline. Throws when the child was reaped by someone else.
    func wait(until deadline: ContinuousClock.Instant) throws -> ChildTermination? {
        condition.lock()
        defer { condition.unlock() }
        while ending == nil {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return nil }
            _ = condition.wait(until: Date(timeIntervalSinceNow: left.inSeconds))
        }
        switch ending {
        case .reaped(let termination): return termination
        case .lost(let error): throw ChildProcessLost(command: command, reason: String(cString: strerror(error)))
        case nil: return nil
        }
    }
}
