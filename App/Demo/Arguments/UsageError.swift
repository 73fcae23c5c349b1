/// The command line was wrong: exit 64 (EX_USAGE) after saying what and showing the usage.
struct UsageError: Error, Equatable {
    /// What was wrong, in a sentence without a final period.
    let message: String
    /// The command whose usage to show, when known.
    var command: [String]?
    /// A near spelling of what was typed, for "did you mean".
    var suggestion: String?
}

// The two mistakes "did you mean" answers, kept apart from the parser that meets them.
extension UsageError {
    /// `word` names no command after `path`; the nearest that does is suggested.
    static func unknownCommand(_ word: String, after path: [String]) -> UsageError {
        let known = CommandCatalog.children(of: path)
        let place = path.isEmpty ? "demo" : "demo " + path.joined(separator: " ")
        return UsageError(
            message: "'\(word)' is not a \(place) command",
            command: path.isEmpty ? nil : path,
            suggestion: EditDistance.suggestion(for: word, among: known).map {
                (["demo"] + path + [$0]).joined(separator: " ")
            })
    }

    /// `token` (the option `name`) is none of the `available` ones; the nearest is suggested, and
    /// an option given before its group's command is told to come after it.
    static func unknownOption(
        _ token: String, named name: String, among available: [OptionSpec], after path: [String], commandGiven: Bool
    ) -> UsageError {
        UsageError(
            message: "unknown option '\(token)'" + (!commandGiven && !path.isEmpty ? " (give the command first)" : ""),
            command: path.isEmpty ? nil : path,
            suggestion: EditDistance.suggestion(for: name, among: available.map(\.name)).map { "--" + $0 })
    }
}
