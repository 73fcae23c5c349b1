import Foundation

/// The server's terminal output: the one place that writes to standard output and error.
enum Console {
    /// Writes `line` and a newline to standard output at once (tests read the first line).
    static func out(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Writes `server: line` to standard error.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data("server: \(line)\n".utf8))
    }
}
