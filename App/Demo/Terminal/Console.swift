import Foundation

/// Standard output and standard error: the only place `demo` writes to the terminal.
final class Console {
    /// Writes `text` to standard output as it is.
    func out(_ text: String) {
        write(text, to: FileHandle.standardOutput)
    }

    /// Writes `text` to standard error as it is.
    func err(_ text: String) {
        write(text, to: FileHandle.standardError)
    }

    private func write(_ text: String, to handle: FileHandle) {
        guard !text.isEmpty else { return }
        // A closed pipe (`demo todo list | head -1`) ends the process through SIGPIPE, as in
        // every Unix tool; nothing here needs to survive it.
        handle.write(Data(text.utf8))
    }
}
