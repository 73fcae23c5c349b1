import Domain
import Foundation

/// What the remote store needs of an entity beyond its ``EntitySchema``: its requests (one REST
/// shape per collection, docs/REST.md: `GET /{table}`, `GET /{table}/count`, `POST /{table}`,
/// `GET`/`PUT`/`DELETE /{table}/{id}`), its response, and the gateway it lives behind.
/// ``RemoteTable`` sends them for every entity.
package protocol RemoteTableSchema: EntitySchema {
    /// One record as the server sends it.
    associatedtype Response: RemoteResource
    associatedtype GetRequest: APIRequest where GetRequest.Response == Response
    associatedtype ListRequest: APIRequest where ListRequest.Response == [Response]
    associatedtype CountRequest: APIRequest where CountRequest.Response == CountResponse
    associatedtype CreateRequest: APIRequest where CreateRequest.Response == [Response]
    associatedtype UpdateRequest: APIRequest where UpdateRequest.Response == Response
    associatedtype DeleteRequest: APIRequest where DeleteRequest.Response == EmptyResponse

    /// The gateway the entity's API lives behind; ``GatewayName/app`` unless said otherwise.
    static var gateway: GatewayName { get }

    static func get(id: UUID) -> GetRequest
    static func list(_ query: Query) -> ListRequest
    static func count(_ filter: Filter) -> CountRequest
    static func create(_ records: [Record]) -> CreateRequest
    static func update(_ record: Record) -> UpdateRequest
    static func delete(id: UUID) -> DeleteRequest

    /// The record `response` describes; a value only a server that breaks the contract can
    /// send is `.storage`.
    static func record(from response: Response) throws(DataSourceError) -> Record
}

extension RemoteTableSchema {
    /// The app API.
    package static var gateway: GatewayName { .app }
}
