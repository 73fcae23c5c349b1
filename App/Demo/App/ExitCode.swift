/// How `demo` ends, by the BSD sysexits convention scripts already know.
enum ExitCode: Int32 {
    /// Everything asked was done.
    case success = 0
    /// Something failed: a store error, a missing todo, a refused change.
    case failure = 1
    /// The command line was wrong (EX_USAGE).
    case usage = 64
}

/// The version `--version` prints.
enum DemoVersion {
    static let current = "1.0.0"
}
