/// The command line was wrong: exit 64 (EX_USAGE) after saying what and showing the usage.
struct UsageError: Error, Equatable {
    /// What was wrong, in a sentence without a final period.
    let message: String
    /// The command whose usage to show, when known.
    var command: [String]?
    /// A near spelling of what was typed, for "did you mean".
    var suggestion: String?
}
