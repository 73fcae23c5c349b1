import Foundation

/// A child could not be started at all: no such program, no pipe left, no such folder.
public struct ChildProcessDidNotStart: Error, CustomStringConvertible {
    /// What was to be started.
    public let command: ChildCommand
    /// Why not, as the C library says it.
    public let reason: String
    /// "cannot start COMMAND: REASON".
    public var description: String { "cannot start \(command): \(reason)" }
}

/// A child was still running when a wait for it ran out: it was killed with SIGKILL, and the
/// test fails with this, naming the command, instead of hanging the whole run.
public struct ChildProcessTimedOut: Error, CustomStringConvertible {
    /// What was started.
    public let command: ChildCommand
    /// How long it had run when it was killed.
    public let ran: Duration
    /// What the wait was for: its exit, or the end of its output.
    public let waitingFor: String

    /// `command` ran for `ran` and did not `waitingFor` ("end within 60 s") in time.
    public init(command: ChildCommand, ran: Duration, waitingFor: String) {
        self.command = command
        self.ran = ran
        self.waitingFor = waitingFor
    }

    /// "COMMAND did not end within LIMIT after running N s; killed it".
    public var description: String {
        "\(command) did not \(waitingFor) after running \(String(format: "%.1f", ran.inSeconds)) s; killed it"
    }
}

/// `waitpid` on a child failed other than by an interruption: something else in the test process
/// reaped it (a `waitpid(-1)`), so how it ended is unknown.
public struct ChildProcessLost: Error, CustomStringConvertible {
    /// What was started.
    public let command: ChildCommand
    /// Why `waitpid` failed.
    public let reason: String
    /// "cannot learn how COMMAND ended: REASON".
    public var description: String { "cannot learn how \(command) ended: \(reason)" }
}

/// A write to a child's standard input failed: none was piped, it was closed, or the child no
/// longer reads it.
public struct ChildInputUnavailable: Error, CustomStringConvertible {
    /// What was started.
    public let command: ChildCommand
    /// Why the write failed.
    public let reason: String
    /// "cannot write to COMMAND: REASON".
    public var description: String { "cannot write to \(command): \(reason)" }
}
