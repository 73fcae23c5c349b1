import Foundation
import WireFormat

// The one REST shape every collection has (docs/REST.md): `GET {collection}`, `GET
// {collection}/count`, `POST {collection}`, and `GET`/`PUT`/`DELETE {collection}/{id}`. Each is
// one generic request here, written once; an entity's requests are these over its wire object
// (`GetTodoRequest` is `GetResourceRequest<TodoResponse>`).

/// A record as the REST API serves it, from one collection: the entity's wire object, which the
/// server answers with and a body carries. It maps to and from the Domain value, as the record
/// does, so a record travels as its entity would (one mapping to the wire, not two).
public protocol RemoteResource: Codable, Sendable, WireObject {
    /// How stores keep what it describes.
    associatedtype Record: TableRecord

    /// The collection's path below the gateway, e.g. `todos`.
    static var collection: String { get }

    /// The wire form of `entity`.
    init(_ entity: Record.Entity)
    /// The Domain value this object describes; a value only a server that breaks the contract
    /// can send is `.storage`.
    func toDomain() throws(DataSourceError) -> Record.Entity
}

extension RemoteResource {
    /// The body that sends `record`; a value only a damaged store can hold is `.storage`.
    public init(_ record: Record) throws(DataSourceError) {
        self.init(try record.toDomain())
    }

    /// The record a data source hands its repository.
    public func toRecord() throws(DataSourceError) -> Record {
        Record(try toDomain())
    }
}

/// Query values that travel as query-string parameters (docs/REST.md, "Queries").
public protocol QueryParameters: Sendable {
    /// The parameters, in order.
    var queryItems: [URLQueryItem] { get }
}

/// `GET {collection}/{id}`: one record; 404 when there is none.
public struct GetResourceRequest<Response: RemoteResource>: APIRequest {
    /// The record's id.
    public let id: UUID

    /// Asks for the record with `id`.
    public init(id: UUID) {
        self.id = id
    }

    /// `{collection}/{id}`.
    public var path: String { "\(Response.collection)/\(id.uuidString.lowercased())" }
    /// `GET`.
    public var method: HTTPMethod { .get }
}

/// `GET {collection}?...`: the records a query selects, filtered, sorted and paged by the
/// server, in the query's order.
public struct ListResourceRequest<Resource: RemoteResource, Query: QueryParameters>: APIRequest {
    /// The selected records.
    public typealias Response = [Resource]

    /// Which records, in what order, which page.
    public let query: Query

    /// Asks for the records `query` selects.
    public init(query: Query) {
        self.query = query
    }

    /// `{collection}`.
    public var path: String { Resource.collection }
    /// `GET`.
    public var method: HTTPMethod { .get }
    /// The query's filter, sort and page.
    public var queryItems: [URLQueryItem] { query.queryItems }
}

/// `GET {collection}/count?...`: how many records a filter selects.
public struct CountResourceRequest<Resource: RemoteResource, Filter: QueryParameters>: APIRequest {
    /// How many.
    public typealias Response = CountResponse

    /// Which records to count.
    public let filter: Filter

    /// Asks how many records `filter` selects.
    public init(filter: Filter) {
        self.filter = filter
    }

    /// `{collection}/count`.
    public var path: String { "\(Resource.collection)/count" }
    /// `GET`.
    public var method: HTTPMethod { .get }
    /// The filter's parameters.
    public var queryItems: [URLQueryItem] { filter.queryItems }
}

/// `POST {collection}` with an array: all or none; 201 with them as stored. Never retried: a
/// lost answer may hide a write that happened.
public struct CreateResourceRequest<Resource: RemoteResource>: APIRequest {
    /// The records as stored, in the order sent.
    public typealias Response = [Resource]

    /// What to store, in order.
    public let bodies: [Resource]

    /// Asks to store `bodies` in one transaction.
    public init(_ bodies: [Resource]) {
        self.bodies = bodies
    }

    /// `{collection}`.
    public var path: String { Resource.collection }
    /// `POST`.
    public var method: HTTPMethod { .post }
    /// The array of records.
    public var body: (any Encodable & Sendable)? { bodies }
}

/// `PUT {collection}/{id}`: replaces a stored record, keeping its `createdAt`; 200 with it as stored.
public struct UpdateResourceRequest<Response: RemoteResource>: APIRequest {
    /// The id of the record to replace, which the path names.
    public let id: UUID
    /// The new state.
    public let record: Response

    /// Asks to replace the stored record with `id` by `record`.
    public init(id: UUID, _ record: Response) {
        self.id = id
        self.record = record
    }

    /// `{collection}/{id}`.
    public var path: String { "\(Response.collection)/\(id.uuidString.lowercased())" }
    /// `PUT`.
    public var method: HTTPMethod { .put }
    /// The record.
    public var body: (any Encodable & Sendable)? { record }
}

/// `DELETE {collection}/{id}`: 204 when done, 404 when there is none.
public struct DeleteResourceRequest<Resource: RemoteResource>: APIRequest {
    /// Nothing.
    public typealias Response = EmptyResponse

    /// The record's id.
    public let id: UUID

    /// Asks to remove the record with `id`.
    public init(id: UUID) {
        self.id = id
    }

    /// `{collection}/{id}`.
    public var path: String { "\(Resource.collection)/\(id.uuidString.lowercased())" }
    /// `DELETE`.
    public var method: HTTPMethod { .delete }
}
