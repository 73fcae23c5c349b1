/// What the command line asks for.
enum Invocation {
    /// Run a command.
    case run(ParsedCommand)
    /// Show help for the command or group at this path (empty: the top level).
    case help([String])
    /// Print the version.
    case version
    /// Print a completion script for the shell.
    case completionScript(CompletionShell)
    /// No command was given.
    case nothing
}
