import Domain
import Foundation

// How a remote data source reports what the server or the network did (docs/REST.md, "Errors"):
//
// | NetworkError                                 | DataSourceError                              |
// |----------------------------------------------|----------------------------------------------|
// | 404 (but no_route: a path the server lacks)  | .notFound(id) (the server's id, else ours)   |
// | 409 duplicate_id                             | .duplicateID(id)                             |
// | 409 duplicate_name, project_in_use, other    | .conflict(reason: the server's message)      |
// | 422 invalid_reference                        | .invalidReference(field, id)                 |
// | 400, 422 other (a rule the client missed)    | .conflict(reason: the server's message)      |
// | 401, 403, 408, 429, 5xx, transport, timeout  | .unavailable(evidence): try again later      |
// | other statuses, decoding, too large, invalid | .storage(evidence): the contract is broken   |
// | cancelled                                    | .cancelled                                   |
//
// The NetworkError itself always travels inside the evidence.

extension NetworkError {
    /// The data-source error for this failure of a request about `id`, when it was about one.
    func toDataSourceError(id: UUID? = nil) -> DataSourceError {
        switch self {
        case .http(let failure): failure.toDataSourceError(id: id, error: self)
        case .timedOut, .transport: .unavailable(FailureEvidence("the server could not be reached", underlying: self))
        case .cancelled: .cancelled
        case .decoding, .responseTooLarge, .invalidRequest:
            .storage(FailureEvidence("the server's answer broke the REST contract", underlying: self))
        }
    }
}

extension HTTPFailure {
    fileprivate func toDataSourceError(id requested: UUID?, error: NetworkError) -> DataSourceError {
        let detail = serverError?.error
        let message = detail?.message ?? "the server refused the write (status \(status))"
        switch status {
        case 404 where detail?.code != "no_route":
            guard let id = detail?.id ?? requested else { break }
            return .notFound(id: id)
        case 409 where detail?.code == "duplicate_id":
            guard let id = detail?.id ?? requested else { break }
            return .duplicateID(id)
        case 422 where detail?.code == "invalid_reference":
            guard let id = detail?.id, let field = detail?.field else { break }
            return .invalidReference(field: field, id: id)
        case 400, 409, 422:
            return .conflict(reason: message)
        case 401, 403, 408, 429, 500...599:
            return .unavailable(FailureEvidence("the server cannot serve now (status \(status))", underlying: error))
        default:
            break
        }
        return .storage(FailureEvidence("unexpected answer (status \(status))", underlying: error))
    }
}
