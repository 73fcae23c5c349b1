import Domain
import Foundation
import WireFormat

// The one table from Domain's errors to statuses and codes (docs/REST.md, "Integrity rules and
// errors"). Every route of every entity answers its failures through it, and here a Domain field
// becomes the member a client sent (the entity's `WireObject` table: `projectID` is `projectId`;
// a page's `page.limit` is the parameter `limit`).
//
// | RepositoryError                         | status | code                                    |
// |-----------------------------------------|--------|-----------------------------------------|
// | .notFound(entity, id)                   | 404    | not_found (id)                          |
// | .validation, unknownReference           | 422    | invalid_reference (field, id)           |
// | .validation of a page (limit, offset)   | 400    | invalid_query (field)                   |
// | .validation, other                      | 422    | invalid_field (field)                   |
// | .conflict(.duplicateID)                 | 409    | duplicate_id (id)                       |
// | .conflict(.duplicateKey(field))         | 409    | duplicate_{field}, e.g. duplicate_name  |
// | .conflict(.stillReferenced(entity))     | 409    | {entity}_in_use, e.g. project_in_use    |
// | .conflict(.changedSinceRead)            | 412    | changed_since_read (id)                 |
// | .conflict(.other)                       | 409    | conflict                                |
// | .storage                                | 500    | storage_failed                          |
// | .unavailable                            | 503    | store_unavailable, Retry-After: 1       |
// | .cancelled                              | 503    | cancelled, Retry-After: 1               |

extension RepositoryError {
    /// The error answer for this failure, naming a field by `member(field)`, its wire name.
    func apiError(member: (String) -> String) -> APIError {
        switch self {
        case .notFound(_, let id):
            return APIError(status: 404, code: "not_found", message: description, id: WireID.text(id))
        case .validation(let error):
            return error.apiError(member: member)
        case .conflict(let kind, let reason):
            return kind.apiError(message: reason, member: member)
        // The evidence's summary only: its underlying error may hold the SQL that failed.
        case .storage(let evidence):
            return APIError(status: 500, code: "storage_failed", message: "storage failed: \(evidence.summary)")
        case .unavailable(let evidence):
            return APIError(
                status: 503, code: "store_unavailable", message: "store unavailable: \(evidence.summary)",
                headers: [("Retry-After", "1")])
        case .cancelled:
            return APIError(
                status: 503, code: "cancelled", message: "the server is stopping", headers: [("Retry-After", "1")])
        }
    }
}

extension ConflictKind {
    /// The error answer for a conflict of this kind, with the repository's words.
    fileprivate func apiError(message: String, member: (String) -> String) -> APIError {
        switch self {
        case .duplicateID(let id):
            APIError(status: 409, code: "duplicate_id", message: message, id: WireID.text(id))
        case .duplicateKey(let field):
            APIError(status: 409, code: "duplicate_\(field)", message: message, field: member(field))
        case .stillReferenced(let entity):
            APIError(status: 409, code: InUseCode.code(forEntity: entity), message: message)
        case .changedSinceRead(let id):
            APIError(status: 412, code: "changed_since_read", message: message, id: WireID.text(id))
        case .other:
            APIError(status: 409, code: "conflict", message: message)
        }
    }
}

extension ValidationError {
    /// The error answer for a value that broke a Domain rule. The message keeps Domain's
    /// words; `field` is what the client sent.
    fileprivate func apiError(member: (String) -> String) -> APIError {
        switch problem {
        case .unknownReference(let what):
            return APIError(
                status: 422, code: "invalid_reference", message: description, field: member(field),
                id: UUID(text: what).map(WireID.text))
        case .invalid where field.hasPrefix("page."):
            return APIError(
                status: 400, code: "invalid_query", message: description, field: String(field.dropFirst("page.".count)))
        case .empty, .tooLong, .invalid:
            return APIError(status: 422, code: "invalid_field", message: description, field: member(field))
        }
    }
}
