import Foundation
import WireFormat

// The one REST shape every collection has (docs/REST.md): `GET {collection}`, `GET
// {collection}/count`, `POST {collection}`, and `GET`/`PUT`/`DELETE {collection}/{id}`. Each
// entity's requests (`GetTodoRequest`...) are small structs that say what they carry; these
// protocols give them their paths and methods, once.

/// A record as the REST API serves it, from one collection.
public protocol RemoteResource: Decodable, Sendable, WireObject {
    /// The collection's path below the gateway, e.g. `todos`.
    static var collection: String { get }
}

/// Query values that travel as query-string parameters (docs/REST.md, "Queries").
public protocol QueryParameters: Sendable {
    /// The parameters, in order.
    var queryItems: [URLQueryItem] { get }
}

/// `GET {collection}/{id}`: one record; 404 when there is none.
public protocol GetResourceRequest: APIRequest where Response: RemoteResource {
    /// The record's id.
    var id: UUID { get }
}

extension GetResourceRequest {
    /// `{collection}/{id}`.
    public var path: String { "\(Response.collection)/\(id.uuidString.lowercased())" }
    /// `GET`.
    public var method: HTTPMethod { .get }
}

/// `GET {collection}?...`: the records a query selects, filtered, sorted and paged by the server.
public protocol ListResourceRequest: APIRequest where Response == [Resource] {
    /// What the collection holds.
    associatedtype Resource: RemoteResource
    /// What selects the records.
    associatedtype Query: QueryParameters
    /// Which records, in what order, which page.
    var query: Query { get }
}

extension ListResourceRequest {
    /// `{collection}`.
    public var path: String { Resource.collection }
    /// `GET`.
    public var method: HTTPMethod { .get }
    /// The query's filter, sort and page.
    public var queryItems: [URLQueryItem] { query.queryItems }
}

/// `GET {collection}/count?...`: how many records a filter selects.
public protocol CountResourceRequest: APIRequest where Response == CountResponse {
    /// What the collection holds.
    associatedtype Resource: RemoteResource
    /// What selects the records.
    associatedtype Filter: QueryParameters
    /// Which records to count.
    var filter: Filter { get }
}

extension CountResourceRequest {
    /// `{collection}/count`.
    public var path: String { "\(Resource.collection)/count" }
    /// `GET`.
    public var method: HTTPMethod { .get }
    /// The filter's parameters.
    public var queryItems: [URLQueryItem] { filter.queryItems }
}

/// `POST {collection}` with an array: all or none; 201 with them as stored. Never retried: a
/// lost answer may hide a write that happened.
public protocol CreateResourceRequest: APIRequest where Response == [Resource] {
    /// What the collection holds.
    associatedtype Resource: RemoteResource
}

extension CreateResourceRequest {
    /// `{collection}`.
    public var path: String { Resource.collection }
    /// `POST`.
    public var method: HTTPMethod { .post }
}

/// `PUT {collection}/{id}`: replaces a stored record, keeping its `createdAt`; 200 with it as stored.
public protocol UpdateResourceRequest: APIRequest where Response: RemoteResource {
    /// The id of the record to replace.
    var id: UUID { get }
}

extension UpdateResourceRequest {
    /// `{collection}/{id}`.
    public var path: String { "\(Response.collection)/\(id.uuidString.lowercased())" }
    /// `PUT`.
    public var method: HTTPMethod { .put }
}

/// `DELETE {collection}/{id}`: 204 when done, 404 when there is none.
public protocol DeleteResourceRequest: APIRequest where Response == EmptyResponse {
    /// What the collection holds.
    associatedtype Resource: RemoteResource
    /// The record's id.
    var id: UUID { get }
}

extension DeleteResourceRequest {
    /// `{collection}/{id}`.
    public var path: String { "\(Resource.collection)/\(id.uuidString.lowercased())" }
    /// `DELETE`.
    public var method: HTTPMethod { .delete }
}
