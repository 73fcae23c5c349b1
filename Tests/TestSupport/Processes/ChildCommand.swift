/// What to start as a child process: the program, its arguments, environment and folder, and
/// where each of its standard streams goes. ``SpawnedProcess`` starts it.
public struct ChildCommand: Sendable, CustomStringConvertible {
    /// Where one standard stream of the child goes.
    public enum Stream: Sendable {
        /// `/dev/null`.
        case null
        /// A pipe to this process: written through ``SpawnedProcess/write(_:)`` for standard
        /// input, read into a ``PipeDrain`` for standard output and error.
        case pipe
        /// Standard error only: the same pipe as standard output, interleaved as written.
        case standardOutput
        /// This process's own stream of the same number (the test log, for standard error).
        case inherit
    }

    /// The program: a path, or a bare name looked up on this process's PATH.
    public var executable: String
    /// Its arguments, after the program's own name.
    public var arguments: [String]
    /// Exactly the child's environment; nil passes this process's own.
    public var environment: [String: String]?
    /// The folder the child starts in; nil keeps this process's.
    public var directory: String?
    /// Where its standard input comes from.
    public var standardInput: Stream
    /// Where its standard output goes.
    public var standardOutput: Stream
    /// Where its standard error goes.
    public var standardError: Stream

    /// `executable arguments...`, its output and errors piped back and its input `/dev/null`
    /// unless told otherwise.
    public init(
        _ executable: String, _ arguments: [String] = [], environment: [String: String]? = nil,
        directory: String? = nil, standardInput: Stream = .null, standardOutput: Stream = .pipe,
        standardError: Stream = .pipe
    ) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.directory = directory
        self.standardInput = standardInput
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The command line as a person would type it, for failure messages.
    public var description: String {
        ([executable] + arguments).map { $0.contains(" ") || $0.isEmpty ? "'\($0)'" : $0 }.joined(separator: " ")
    }
}
