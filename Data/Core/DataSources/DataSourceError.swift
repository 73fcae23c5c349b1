import Domain
import Foundation

/// What a data source reports. Store-specific failures (an SQLite result code, an HTTP status, a
/// broken JSON file) travel whole inside ``/Domain/FailureEvidence``; repositories map these cases to
/// Domain's ``/Domain/RepositoryError``.
public enum DataSourceError: Error, Sendable, CustomStringConvertible {
    /// No record has this id.
    case notFound(id: UUID)
    /// A record with this id exists already.
    case duplicateID(UUID)
    /// The write would break a uniqueness or reference rule: which kind, and the reason in words.
    case conflict(ConflictKind, reason: String)
    /// A field refers to a record that does not exist (a todo's project).
    case invalidReference(field: String, id: UUID)
    /// The record was changed by another writer since the caller read the version it sent.
    case changedSinceRead(id: UUID)
    /// A change applied inside the store's transaction (``TableDataSource/modify(id:_:)``)
    /// broke a Domain rule; nothing was written.
    case invalid(ValidationError)
    /// The store failed: I/O, corruption, a schema from a newer version, a malformed response.
    case storage(FailureEvidence)
    /// The store could not be reached, or answered that it cannot serve now.
    case unavailable(FailureEvidence)
    /// The calling task was cancelled.
    case cancelled

    /// One line a person can read.
    public var description: String {
        switch self {
        case .notFound(let id): "no record has id \(id.uuidString)"
        case .duplicateID(let id): "a record with id \(id.uuidString) exists already"
        case .conflict(_, let reason): reason
        case .invalidReference(let field, let id): "\(field) refers to \(id.uuidString), which does not exist"
        case .changedSinceRead(let id): "record \(id.uuidString) changed since it was read"
        case .invalid(let error): error.description
        case .storage(let evidence): evidence.description
        case .unavailable(let evidence): evidence.description
        case .cancelled: "cancelled"
        }
    }
}
