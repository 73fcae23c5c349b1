import Foundation

/// Words as a shell reads them, for commands `demo` suggests a person run.
enum ShellQuoting {
    /// `word` as it is when a shell keeps it whole (`Home`, `my-list`), else in single quotes
    /// with any single quote inside written `'\''`.
    static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "-_./:@%+,".unicodeScalars.contains(scalar)
            }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
