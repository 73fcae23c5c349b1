import Data
import Foundation

/// A request that the server carries out only while the record it names is still at `version`:
/// the request with `If-Match: "<version>"` (docs/REST.md, "Versions and conditional writes").
/// The server answers 412 Precondition Failed, and writes nothing, when the stored version is
/// another.
struct ConditionalRequest<Base: APIRequest>: APIRequest {
    typealias Response = Base.Response

    /// The request to make conditional.
    let base: Base
    /// The version the caller read: the record's `updatedAt` in milliseconds since 1970, which
    /// `If-Match` sends quoted, as the server's `ETag` spells it.
    let version: Int64

    var path: String { base.path }
    var method: HTTPMethod { base.method }
    var queryItems: [URLQueryItem] { base.queryItems }
    var body: (any Encodable & Sendable)? { base.body }
    var headers: [String: String] {
        base.headers.merging(["If-Match": "\"\(version)\""]) { _, condition in condition }
    }
}
