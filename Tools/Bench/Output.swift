import Foundation

/// Writes the bench's report to standard output or standard error (the project keeps `print`
/// to the demo app).
enum Output {
    /// Writes one line to standard output.
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes one line to standard error.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
