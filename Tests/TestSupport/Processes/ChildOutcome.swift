/// What a child run to its end left behind.
public struct ChildOutcome: Sendable {
    /// How it ended.
    public let termination: ChildTermination
    /// Everything it printed on standard output, as UTF-8 text.
    public let stdout: String
    /// Everything it printed on standard error, as UTF-8 text.
    public let stderr: String

    /// Its exit status, or the signal's number (``ChildTermination/status``).
    public var status: Int32 { termination.status }
}
