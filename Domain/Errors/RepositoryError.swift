import Foundation

/// Everything a repository can throw. Each case carries what happened, so that a caller can both
/// decide (retry? ask the user?) and explain.
public enum RepositoryError: Error, Sendable, CustomStringConvertible {
    /// No entity of that kind has that id.
    case notFound(entity: String, id: UUID)
    /// A value broke a Domain rule; nothing was written.
    case validation(ValidationError)
    /// The write would break a uniqueness or reference rule (a duplicate id or project name, a
    /// project that still has todos) or was made from a stale read; nothing was written. The
    /// kind says which, for code; the reason says it in words, for people.
    case conflict(ConflictKind, reason: String)
    /// The store failed (disk, corruption, a newer schema); nothing was written.
    case storage(FailureEvidence)
    /// The store could not be reached (network down, server error, timed out); try again later.
    case unavailable(FailureEvidence)
    /// The calling task was cancelled before the operation finished.
    case cancelled

    /// The conflict's kind, for `.conflict`; nil for every other case.
    public var conflictKind: ConflictKind? {
        if case .conflict(let kind, _) = self { return kind }
        return nil
    }

    /// One line a person can read.
    public var description: String {
        switch self {
        case .notFound(let entity, let id): "no \(entity) has id \(id.uuidString)"
        case .validation(let error): error.description
        case .conflict(_, let reason): reason
        case .storage(let evidence): "storage failed: \(evidence)"
        case .unavailable(let evidence): "store unavailable: \(evidence)"
        case .cancelled: "cancelled"
        }
    }
}
