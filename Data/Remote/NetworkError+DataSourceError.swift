import Data
import Domain
import Foundation
import WireFormat

// How a remote data source reports what the server or the network did (docs/REST.md, "Errors"):
//
// | NetworkError                                 | DataSourceError                              |
// |----------------------------------------------|----------------------------------------------|
// | 404 (but no_route: a path the server lacks)  | .notFound(id) (the server's id, else ours)   |
// | 409 duplicate_id                             | .duplicateID(id)                             |
// | 412 (a conditional write's version is stale) | .changedSinceRead(id)                        |
// | 409 duplicate_{field} (duplicate_name)       | .conflict(.duplicateKey(field), message)     |
// | 409 {entity}_in_use (project_in_use)         | .conflict(.stillReferenced(entity), message) |
// | 409 other                                    | .conflict(.other, reason: the message)       |
// | 422 invalid_reference                        | .invalidReference(field, id)                 |
// | 400, 422 other (a rule the client missed)    | .conflict(.other, reason: the message)       |
// | 401, 403, 408, 429, 5xx, transport, timeout  | .unavailable(evidence)                       |
// | other statuses, decoding, too large,         | .storage(evidence): the contract is broken   |
// | refused redirects, invalid requests          |                                              |
// | cancelled                                    | .cancelled                                   |
//
// Each summary names the server and says what happened and what to do about it, because it is
// what a person reads (RepositoryError.userMessage); the NetworkError itself always travels
// inside the evidence, for code and logs. No summary contains a request header, so a token never
// reaches a message.

extension NetworkError {
    /// The data-source error for this failure of a request about `id`, when it was about one.
    func toDataSourceError(id: UUID? = nil) -> DataSourceError {
        switch self {
        case .http(let failure): failure.toDataSourceError(id: id, error: self)
        case .timedOut, .transport: .unavailable(FailureEvidence(unreachableSummary, underlying: self))
        case .cancelled: .cancelled
        case .decoding, .responseTooLarge, .redirectRefused, .invalidRequest:
            .storage(FailureEvidence(brokenContractSummary, underlying: self))
        }
    }

    private var unreachableSummary: String {
        switch self {
        case .timedOut(let timeout, let url):
            "no answer from \(ServerName.of(url)) within \(TimeoutText.of(timeout)); try again later"
        case .transport(let failure) where failure.code == .cannotConnectToHost:
            "nothing answers at \(ServerName.of(failure.url)) (\(failure.message)); is the server running? "
                + "Start one with `scripts/server --port \(ServerName.port(failure.url))`"
        case .transport(let failure) where failure.code == .cannotFindHost || failure.code == .dnsLookupFailed:
            "the host of \(ServerName.of(failure.url)) is unknown (\(failure.message)); check the server's URL"
        case .transport(let failure):
            "\(ServerName.of(failure.url)) could not be reached (\(failure.message)); try again later"
        default:
            description
        }
    }

    private var brokenContractSummary: String {
        switch self {
        case .decoding(let failure):
            "the answer from \(ServerName.of(failure.url)) is not what the REST contract promises: "
                + "\(failure.expectedType) does not decode at \(failure.codingPath.isEmpty ? "<root>" : failure.codingPath)"
                + " (\(failure.reason)); it starts: \(failure.bodySnippet)"
        case .responseTooLarge(let limit, _, let url):
            "the answer from \(ServerName.of(url)) exceeds the limit of \(limit) bytes and was not read further"
        case .redirectRefused(let failure):
            "\(ServerName.of(failure.url)) redirected \(failure.method.rawValue) \(failure.url) (\(failure.status)"
                + (failure.location.isEmpty ? "" : " to \(failure.location)") + "): \(failure.explanation)"
        default:
            description
        }
    }
}

extension HTTPFailure {
    fileprivate func toDataSourceError(id requested: UUID?, error: NetworkError) -> DataSourceError {
        let detail = serverError?.error
        let message = detail?.message ?? "the server refused the write (status \(status))"
        let inUseEntity = detail.flatMap { InUseCode.entity(fromCode: $0.code) }
        switch status {
        case 404 where detail?.code != "no_route":
            guard let id = detail?.id ?? requested else { break }
            return .notFound(id: id)
        case 409 where detail?.code == "duplicate_id":
            guard let id = detail?.id ?? requested else { break }
            return .duplicateID(id)
        case 412:
            guard let id = detail?.id ?? requested else { break }
            return .changedSinceRead(id: id)
        case 422 where detail?.code == "invalid_reference":
            guard let id = detail?.id, let field = detail?.field else { break }
            return .invalidReference(field: field, id: id)
        case 409 where detail.map({ $0.code.hasPrefix("duplicate_") }) == true:
            let field = detail?.field ?? String(detail?.code.dropFirst("duplicate_".count) ?? "")
            return .conflict(.duplicateKey(field: field), reason: message)
        case 409 where inUseEntity != nil:
            return .conflict(.stillReferenced(entity: inUseEntity ?? ""), reason: message)
        case 400, 409, 422:
            return .conflict(.other, reason: message)
        case 401, 403:
            return .unavailable(
                FailureEvidence(
                    "\(ServerName.of(url)) refused the request (\(said)); it needs a valid bearer token: "
                        + "pass one with --token TOKEN or the DEMO_TOKEN environment variable",
                    underlying: error))
        case 408, 429, 500...599:
            return .unavailable(
                FailureEvidence("\(ServerName.of(url)) failed to answer (\(said)); try again later", underlying: error))
        default:
            break
        }
        return .storage(
            FailureEvidence(
                "\(ServerName.of(url)) answered \(method.rawValue) \(url) with \(said), which the REST contract "
                    + "does not allow", underlying: error))
    }

    /// The status with the server's code and message, or the start of whatever it sent.
    private var said: String {
        if let detail = serverError?.error { return "\(status) \(detail.code): \(detail.message)" }
        return bodySnippet.isEmpty ? "status \(status)" : "status \(status): \(bodySnippet)"
    }
}

/// The server part of a request URL (`http://127.0.0.1:8080`), which is what people typed.
enum ServerName {
    static func of(_ url: String) -> String {
        guard let parsed = URL(string: url), let scheme = parsed.scheme, let host = parsed.host else {
            return url.isEmpty ? "the server" : url
        }
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "\(scheme)://\(shownHost)" + (parsed.port.map { ":\($0)" } ?? "")
    }

    static func port(_ url: String) -> Int {
        guard let parsed = URL(string: url) else { return 8080 }
        return parsed.port ?? (parsed.scheme == "https" ? 443 : 80)
    }
}
