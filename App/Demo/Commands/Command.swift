/// One `demo` command: made from the parsed command line (which is where bad values are refused,
/// as usage errors), then run against the app's view models.
@MainActor
protocol Command {
    /// Runs the command and says how the process should end.
    func run(_ context: CommandContext) async -> ExitCode
}
