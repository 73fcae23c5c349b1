import Presentation

extension Session {
    /// What a command line that runs no command asks for: the version, a completion script,
    /// help, or, with no command at all, the interactive mode on a terminal and help elsewhere.
    func answer(_ invocation: Invocation) async -> ExitCode {
        switch invocation {
        case .run(let parsed):
            return await execute(parsed)
        case .version:
            console.out("demo \(DemoVersion.current)\n")
            return .success
        case .completionScript(let shell):
            console.out(.rendered(CompletionScript.render(shell)))
            return .success
        case .help(let path):
            guard let text = HelpText.render(path) else {
                reporter.usage(UsageError(message: "no help for '\(path.joined(separator: " "))': no such command"))
                return .usage
            }
            console.out(.rendered(text))
            return .success
        case .nothing:
            guard output.isTTY, TerminalProbe.inputIsTerminal, let ui = CommandCatalog.command(at: ["ui"]) else {
                console.err(.rendered(HelpText.render([]) ?? ""))
                return .usage
            }
            return await execute(ParsedCommand(spec: ui))
        }
    }
}
