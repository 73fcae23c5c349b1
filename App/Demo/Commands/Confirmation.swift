import Presentation

/// The question destructive commands ask: on a terminal a person answers; elsewhere `--force`
/// is the answer, so that a script never deletes by accident.
enum Confirmation {
    case proceed
    case declined
    case refused

    @MainActor
    static func ask(_ question: TerminalText, force: Bool, command: [String], context: CommandContext) -> Confirmation {
        if force { return .proceed }
        guard context.canAsk else {
            Reporter(console: context.console, terminal: context.errorTerminal).usage(
                UsageError(message: "not removing without --force when not on a terminal", command: command))
            return .refused
        }
        guard Prompt.confirm(question, console: context.console) else {
            context.console.err("Nothing was removed.\n")
            return .declined
        }
        return .proceed
    }

    /// The exit code a command stops with after this answer; nil when it goes on. A declined
    /// question is a failure, a refused one (no terminal, no `--force`) a usage error.
    var earlyExit: ExitCode? {
        switch self {
        case .proceed: nil
        case .declined: .failure
        case .refused: .usage
        }
    }
}
