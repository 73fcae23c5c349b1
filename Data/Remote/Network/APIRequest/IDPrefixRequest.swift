import Data
import Domain
import Foundation

/// `GET {collection}?idPrefix=…&limit=…`: the records whose id starts with a prefix, in id
/// order, at most `limit` (docs/REST.md, "Id prefixes"). One small answer whatever the size of
/// the collection: what naming a record by a few typed digits costs.
public struct IDPrefixRequest<Resource: RemoteResource>: APIRequest {
    /// The matching records, in id order.
    public typealias Response = [Resource]

    /// The digits the ids start with.
    public let idPrefix: IDPrefix
    /// At most this many records.
    public let limit: Int

    /// Asks for at most `limit` records whose id starts with `idPrefix`.
    public init(idPrefix: IDPrefix, limit: Int) {
        self.idPrefix = idPrefix
        self.limit = limit
    }

    /// `{collection}`.
    public var path: String { Resource.collection }
    /// `GET`.
    public var method: HTTPMethod { .get }
    /// `idPrefix` (lower-case digits) and `limit`.
    public var queryItems: [URLQueryItem] {
        [URLQueryItem(name: "idPrefix", value: idPrefix.digits), URLQueryItem(name: "limit", value: "\(limit)")]
    }
}
