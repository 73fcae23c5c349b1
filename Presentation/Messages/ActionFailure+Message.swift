import Domain
import Foundation

extension ActionFailure {
    /// The sentence (or, for an ambiguous prefix, the lines) the person reads.
    public var message: String {
        switch self {
        case .repository(let error):
            return error.userMessage
        case .notAnID(let text):
            return "\"\(text)\" is not an id: ids are made of hex digits (0-9, a-f)."
        case .noMatchForPrefix(let text, let entityWords):
            return "No \(entityWords) has an id starting with \"\(text)\"."
        case .noMatchForName(let text, let entityWords, let pluralWords, let known):
            let names = known.map { "\"\($0)\"" }.joined(separator: ", ")
            let hint = known.isEmpty ? "there are no \(pluralWords) yet" : "\(pluralWords) are \(names)"
            return "No \(entityWords) is named \"\(text)\" (\(hint))."
        case .ambiguousIDPrefix(let text, let candidates, let more):
            let lines = candidates.map { "  \($0.id.uuidString.lowercased())  \($0.label)" }
            let tail = more ? ["  ... and more; type more digits"] : []
            return (["The id prefix \"\(text)\" is ambiguous; it matches:"] + lines + tail).joined(separator: "\n")
        case .nothingLoaded:
            return "Nothing is loaded."
        case .importRejected(let count):
            return "\(count) row\(count == 1 ? "" : "s") cannot be imported; nothing was imported."
        case .unexpected(let error):
            return "Something unexpected went wrong: \(error)."
        }
    }
}
