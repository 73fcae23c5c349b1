import Domain
import Foundation

/// Why a view model's last action failed, for code to act on: a repository's typed error, or a
/// failure the view model found itself before or instead of asking a repository. Its sentence for
/// the person is ``message`` (`ActionFailure+Message.swift`), written in one place, so no
/// caller ever parses English to tell the cases apart.
public enum ActionFailure: Error, Sendable {
    /// A repository refused or failed; its typed error, whole.
    case repository(RepositoryError)
    /// The text is neither an id nor a prefix of one (only hex digits and hyphens are).
    case notAnID(String)
    /// No entity of this kind (`entityWords`, e.g. "todo" or "category") has an id starting with
    /// this prefix.
    case noMatchForPrefix(String, entityWords: String)
    /// No entity of this kind (`entityWords`, e.g. "project") has this value in its unique field
    /// (a project's name, compared ignoring case), and the text is no id either where an id would
    /// do; `known` lists the values there are. Every entity's, Todo's `--project` included.
    case noMatchForName(String, entityWords: String, pluralWords: String, known: [String])
    /// The prefix names more than one entity: the first few, and whether there are more.
    case ambiguousIDPrefix(String, candidates: [IDCandidate], more: Bool)
    /// The action needs a loaded record (a todo, a category...) and none is.
    case nothingLoaded
    /// An import found rows it cannot take (listed in the view model's `problems`); nothing was written.
    case importRejected(problemCount: Int)
    /// Anything else, kept whole.
    case unexpected(any Error)

    /// `error` as the failure it is: a repository's error or one of ours as it is, anything else
    /// as `.unexpected`.
    init(_ error: any Error) {
        switch error {
        case let failure as ActionFailure: self = failure
        case let error as RepositoryError: self = .repository(error)
        case let error as UnknownProjectError:
            self = .noMatchForName(error.name, entityWords: "project", pluralWords: "projects", known: error.known)
        default: self = .unexpected(error)
        }
    }

    /// The repository's typed error, when a repository failed.
    public var repositoryError: RepositoryError? {
        if case .repository(let error) = self { return error }
        return nil
    }
}

/// One of the entities an ambiguous id prefix matches, as a person reads it in the message.
public struct IDCandidate: Sendable, Equatable {
    /// Its whole id.
    public let id: UUID
    /// What tells it apart for a person: its first text field, say.
    public let label: String

    /// Makes a candidate.
    public init(id: UUID, label: String) {
        self.id = id
        self.label = label
    }
}
