import Domain
import Foundation

extension DataSourceError {
    /// The Domain error a repository of `entity` (e.g. "todo") reports for this failure.
    func toRepositoryError(entity: String) -> RepositoryError {
        switch self {
        case .notFound(let id):
            .notFound(entity: entity, id: id)
        case .duplicateID(let id):
            .conflict(.duplicateID(id), reason: "a \(entity) with id \(id.uuidString) exists already")
        case .conflict(let kind, let reason):
            .conflict(kind, reason: reason)
        case .changedSinceRead(let id):
            .conflict(
                .changedSinceRead(id),
                reason: "the \(entity) \(id.uuidString) changed since it was read; read it again and repeat the change")
        case .invalid(let error):
            .validation(error)
        case .invalidReference(let field, let id):
            .validation(ValidationError(field: field, problem: .unknownReference(id.uuidString)))
        case .storage(let evidence):
            .storage(evidence)
        case .unavailable(let evidence):
            .unavailable(evidence)
        case .cancelled:
            .cancelled
        }
    }
}
