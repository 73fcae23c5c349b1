import Domain
import Foundation

/// An import file's text as the import use case takes it: its lines, each handed to the transfer
/// of its entity's type (``EntityTransfer``), or why it is no entity's. Blank lines are left out;
/// the others keep their numbers.
enum ImportFile {
    /// The lines of `text` that are not blank, by type, with their numbers, for the types there
    /// are (`types`); and apart, the lines that are no type's (not a JSON object, a type that is
    /// not one of them, naming those there are), as problems.
    static func read(
        _ text: String, types: Set<String>
    ) -> (rows: [String: [(line: Int, text: Substring)]], unreadable: [ImportProblem]) {
        var rows: [String: [(line: Int, text: Substring)]] = [:]
        var unreadable: [ImportProblem] = []
        for (index, line) in lines(of: text).enumerated() where !line.allSatisfy(\.isWhitespace) {
            switch ImportRow.type(of: line) {
            case .failure(let error): unreadable.append(ImportProblem(line: index + 1, reason: error.reason))
            case .success(let type) where types.contains(type): rows[type, default: []].append((index + 1, line))
            case .success(let type):
                let known = types.sorted().map { "\"\($0)\"" }
                let choices = known.count > 1 ? known.dropLast().joined(separator: ", ") + " or " : ""
                let reason = "unknown type \"\(type)\" (use \(choices)\(known.last ?? ""))"
                unreadable.append(ImportProblem(line: index + 1, reason: reason))
            }
        }
        return (rows, unreadable)
    }

    /// The lines of `text`, split on its bytes: "\n" ends a line, and a "\r" before it belongs to
    /// the ending, so CRLF files read line for line. (Splitting on Characters, where "\r\n" is
    /// one, gives the same lines but walks grapheme boundaries: a third of a 100,000-row import.)
    static func lines(of text: String) -> [Substring] {
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        return lines.indices.map { index in
            let endsInCR = index < lines.count - 1 && lines[index].last == UInt8(ascii: "\r")
            return Substring(endsInCR ? lines[index].dropLast() : lines[index])
        }
    }
}
