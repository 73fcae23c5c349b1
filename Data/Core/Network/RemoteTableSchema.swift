import Domain
import Foundation

/// What the remote store needs of an entity beyond its ``EntitySchema``: its wire object (one
/// REST shape per collection, docs/REST.md: `GET /{table}`, `GET /{table}/count`, `POST
/// /{table}`, `GET`/`PUT`/`DELETE /{table}/{id}`), and the gateway it lives behind. Its requests
/// are the generic ones (`ResourceRequests.swift`) over that object, which ``RemoteTable`` sends
/// for every entity.
package protocol RemoteTableSchema: EntitySchema where Query: QueryParameters, Query.Filter: QueryParameters {
    /// One record as the server sends it and a body carries it.
    associatedtype Response: RemoteResource where Response.Record == Record

    /// The gateway the entity's API lives behind; ``GatewayName/app`` unless said otherwise.
    static var gateway: GatewayName { get }
}

extension RemoteTableSchema {
    /// The app API.
    package static var gateway: GatewayName { .app }

    package static func get(id: UUID) -> GetResourceRequest<Response> { GetResourceRequest(id: id) }
    package static func list(_ query: Query) -> ListResourceRequest<Response, Query> {
        ListResourceRequest(query: query)
    }
    package static func count(_ filter: Filter) -> CountResourceRequest<Response, Filter> {
        CountResourceRequest(filter: filter)
    }
    package static func create(_ records: [Record]) throws(DataSourceError) -> CreateResourceRequest<Response> {
        CreateResourceRequest(try records.map { record throws(DataSourceError) in try Response(record) })
    }
    package static func update(_ record: Record) throws(DataSourceError) -> UpdateResourceRequest<Response> {
        UpdateResourceRequest(id: record.id, try Response(record))
    }
    package static func delete(id: UUID) -> DeleteResourceRequest<Response> { DeleteResourceRequest(id: id) }

    /// The record `response` describes; a value only a server that breaks the contract can
    /// send is `.storage`.
    package static func record(from response: Response) throws(DataSourceError) -> Record {
        try response.toRecord()
    }
}
