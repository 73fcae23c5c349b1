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
    /// The version the caller read: the record's `updatedAt` in milliseconds since 1970.
    let version: Int64

    var path: String { base.path }
    var method: HTTPMethod { base.method }
    var queryItems: [URLQueryItem] { base.queryItems }
    var body: (any Encodable & Sendable)? { base.body }
    var headers: [String: String] {
        base.headers.merging(["If-Match": EntityTag.header(for: version)]) { _, condition in condition }
    }
}

/// The entity tag of a record version on the wire: its `updatedAt` in milliseconds, quoted.
enum EntityTag {
    /// `"1733050000123"`.
    static func header(for version: Int64) -> String {
        "\"\(version)\""
    }
}
