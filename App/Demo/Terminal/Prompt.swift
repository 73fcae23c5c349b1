import Presentation

/// Asks a person to confirm, on the terminal.
enum Prompt {
    /// Writes `question` with ` [y/N] ` and returns true only for an answer starting with y.
    static func confirm(_ question: TerminalText, console: Console) -> Bool {
        console.err(question + " [y/N] ")
        guard let answer = readLine() else {
            console.err("\n")
            return false
        }
        return answer.drop(while: \.isWhitespace).lowercased().hasPrefix("y")
    }
}
