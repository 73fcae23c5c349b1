import Presentation

/// Writes errors to standard error, clig.dev style: what went wrong, then how to get it right.
struct Reporter {
    let console: Console
    let terminal: TerminalDescription

    /// `demo: error: MESSAGE`, in red on a colour terminal.
    func error(_ message: String) {
        let label = terminal.isStyled ? "\u{1B}[31;1merror:\u{1B}[0m" : "error:"
        console.err("demo: \(rendered: label) \(lines: message)\n")
    }

    /// A usage error with the usage line, any suggestion, and where to read more.
    func usage(_ error: UsageError) {
        self.error(error.message)
        if let suggestion = error.suggestion {
            console.err("\nDid you mean '\(suggestion)'?\n")
        }
        let path = error.command ?? []
        if let spec = CommandCatalog.command(at: path) {
            console.err("\nUsage: \(rendered: spec.usage)\nSee 'demo \(path.joined(separator: " ")) --help'.\n")
        } else if !path.isEmpty {
            console.err("\nUsage: demo \(path.joined(separator: " ")) COMMAND [options]\n")
            console.err("See 'demo \(path.joined(separator: " ")) --help'.\n")
        } else {
            console.err("\nUsage: demo COMMAND [options]\nSee 'demo --help'.\n")
        }
    }
}
