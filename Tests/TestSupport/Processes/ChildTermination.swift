/// How a child process ended.
public enum ChildTermination: Sendable, Equatable, CustomStringConvertible {
    /// It called exit with this status.
    case exited(Int32)
    /// This signal ended it.
    case signalled(Int32)

    /// Decodes a status from `waitpid`.
    init(waitStatus status: Int32) {
        let signal = status & 0x7F
        self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }

    /// The exit status, or the signal's number when a signal ended it (as Foundation's
    /// `terminationStatus` is).
    public var status: Int32 {
        switch self {
        case .exited(let status), .signalled(let status): status
        }
    }

    /// "exit status N" or "signal N".
    public var description: String {
        switch self {
        case .exited(let status): "exit status \(status)"
        case .signalled(let signal): "signal \(signal)"
        }
    }
}
