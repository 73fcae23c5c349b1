import Foundation

/// Which rule a refused write broke, so that a caller can decide what to do (read again and
/// retry, ask for another name, move the todos first) without reading the message. The message
/// a person reads travels beside it in ``RepositoryError/conflict(_:reason:)``.
public enum ConflictKind: Sendable, Hashable {
    /// A record with this id exists already.
    case duplicateID(UUID)
    /// Another record holds the same value of a unique field (a project's name, compared by
    /// its key); the field as the caller spells it, e.g. `name`.
    case duplicateKey(field: String)
    /// The record to delete is still referred to by others (a project its todos belong to);
    /// the entity refused, e.g. `project`.
    case stillReferenced(entity: String)
    /// The record with this id changed since the caller read the version it sent (a stale
    /// whole-value update): read it again and repeat the change.
    case changedSinceRead(UUID)
    /// Another rule, named only by the message (e.g. one a server enforces that this client
    /// does not know).
    case other
}
