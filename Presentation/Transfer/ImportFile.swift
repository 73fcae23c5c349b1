import Domain
import Foundation

/// An import file's text as the import use case takes it: its lines, each read as a todo row, a
/// line of another entity (a project's too), or why it is neither. Blank lines are left out; the
/// others keep their numbers.
enum ImportFile {
    /// The todo lines of `text` that are not blank, each decoded (see ``ImportRow``), with due
    /// days read in `timeZone`; and apart, by type, the lines of `otherTypes` (projects' and
    /// other generated entities', each read by its ``EntityTransfer``) with their numbers. A line
    /// of a type that is neither is unreadable, naming the types.
    static func read(
        _ text: String, timeZone: TimeZone, otherTypes: Set<String>
    ) -> (lines: [ImportLine], others: [String: [(line: Int, text: Substring)]]) {
        let decoder = JSONDecoder()
        var others: [String: [(line: Int, text: Substring)]] = [:]
        let lines = lines(of: text).enumerated().compactMap { index, line -> ImportLine? in
            guard !line.allSatisfy(\.isWhitespace) else { return nil }
            let content: ImportLine.Content
            switch ImportRow.decode(line, with: decoder) {
            case .failure(let error): content = .unreadable(error.reason)
            case .success(.todo(let row)): content = .todo(row.importRow(timeZone: timeZone))
            case .success(.other(let type)) where otherTypes.contains(type):
                others[type, default: []].append((index + 1, line))
                return nil
            case .success(.other(let type)):
                let known = (["todo"] + otherTypes.sorted()).map { "\"\($0)\"" }
                let choices = known.count > 1 ? known.dropLast().joined(separator: ", ") + " or " : ""
                content = .unreadable("unknown type \"\(type)\" (use \(choices)\(known.last ?? ""))")
            }
            return ImportLine(number: index + 1, content: content)
        }
        return (lines, others)
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
