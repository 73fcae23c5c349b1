import Composition
import Domain
import Foundation
import WireFormat

/// The six routes of docs/REST.md for one entity, the same code for every entity:
///
/// | method and path              | repository call      | success              |
/// |------------------------------|----------------------|----------------------|
/// | `GET /{collection}?…`        | `fetchAll(query)`    | 200, array           |
/// | `GET /{collection}?idPrefix=` | `fetch(idPrefix:limit:)` | 200, array       |
/// | `GET /{collection}/count?…`  | `count(matching:)`   | 200, `{"count": n}`  |
/// | `GET /{collection}/{id}`     | `fetch(id:)`         | 200, the record      |
/// | `POST /{collection}`         | `createAll(_:)`      | 201, array as stored |
/// | `PUT /{collection}/{id}`     | `update(_:readAt:)`  | 200, as stored       |
/// | `DELETE /{collection}/{id}`  | `delete(id:)`        | 204                  |
///
/// Overlapping `POST`s share transactions (``GroupCommit``); each is still answered on its own.
struct ResourceRoutes<Resource: RESTResource>: CollectionRoutes {
    let resource: Resource
    /// The creates of `POST /{collection}`, grouped into shared transactions when they overlap.
    private let creates: GroupCommit<Resource.Entity>

    init(resource: Resource) {
        self.resource = resource
        self.creates = GroupCommit { entities throws(RepositoryError) in
            try await resource.repository.createAll(entities)
        }
    }

    var collection: String { resource.collection }
    var membersByField: [String: String] { Resource.Body.membersByField }

    func respond(
        to request: HTTPRequest, below segments: ArraySlice<Substring>
    ) async throws(APIError) -> HTTPResponse {
        let path = request.path
        let parameters = QueryParameters(request.query)
        switch (request.method, segments.count, segments.first) {
        case ("GET", 0, _) where request.query["idPrefix"] != nil:
            let (prefix, limit) = try parameters.idPrefix()
            return record(
                200,
                try await repository { () throws(RepositoryError) in
                    try await resource.repository.fetch(idPrefix: prefix, limit: limit)
                })
        case ("GET", 0, _):
            let query = try resource.query(from: parameters)
            try parameters.refuseUnread(by: "GET /v1/\(collection)")
            let listed = try await repository { () throws(RepositoryError) in
                try await resource.repository.fetchAll(query)
            }
            return record(200, listed).linkingNext(after: listed, of: query, request: request, parameters)
        case ("POST", 0, _):
            return try await record(201, created(by: request))
        case (_, 0, _):
            throw .methodNotAllowed(request.method, path, allowed: "GET, POST")
        case ("GET", 1, "count"):
            let filter = try resource.filter(from: parameters)
            try parameters.refuseUnread(by: "GET /v1/\(collection)/count")
            let count = try await repository { () throws(RepositoryError) in
                try await resource.repository.count(matching: filter)
            }
            return .json(200, encoding: ["count": count])
        case (_, 1, "count"):
            throw .methodNotAllowed(request.method, path, allowed: "GET")
        case (let method, 1, let segment?):
            try parameters.refuseUnread(by: "\(method) /v1/\(collection)/{id}")
            // Domain's strict reader: Foundation's `UUID(uuidString:)` (sscanf on Linux) also
            // takes a sign, a space or `0x`.
            guard let id = UUID(text: segment.utf8) else {
                throw .invalidField("id", "the id in the path must be a UUID; got \"\(segment)\"")
            }
            return try await respond(method: method, id: id, request: request)
        default:
            throw .noRoute(request.method, path)
        }
    }

    func create(_ request: HTTPRequest) async -> CreateOutcome {
        do throws(APIError) {
            let entities = try await created(by: request)
            return CreateOutcome(response: record(201, entities), stored: [(collection, entities.map(\.id))])
        } catch {
            return CreateOutcome(response: error.response)
        }
    }

    func confirmStored(_ ids: [UUID]) async throws(APIError) {
        for id in ids {
            do {
                _ = try await resource.repository.fetch(id: id)
            } catch .notFound {
                throw APIError(
                    status: 409, code: "created_then_deleted",
                    message: "the create first sent with this Idempotency-Key stored \(resource.entityName) "
                        + "\(WireID.text(id)), which has been deleted since; it is not created again. "
                        + "Send a new key to create it anew", id: WireID.text(id))
            } catch {
                throw error.apiError(member: Resource.Body.member(forField:))
            }
        }
    }

    /// The records `POST /{collection}` stores, as stored.
    private func created(by request: HTTPRequest) async throws(APIError) -> [Resource.Entity] {
        try QueryParameters(request.query).refuseUnread(by: "POST /v1/\(collection)")
        let entities = try BodyDecoding.list(Resource.Body.self, from: request.body, entityName: resource.entityName)
            .map { body throws(APIError) in try resource.entity(from: body, id: nil) }
        return try await repository { () throws(RepositoryError) in try await creates.create(entities) }
    }

    func stage(_ body: [UInt8], into batch: inout WriteBatch, replacing: Bool) throws(APIError) -> [UUID] {
        let entities = try BodyDecoding.list(Resource.Body.self, from: body, entityName: resource.entityName)
            .map { body throws(APIError) in try resource.entity(from: body, id: nil) }
        if replacing { batch.replace(entities) } else { batch.create(entities) }
        return entities.map(\.id)
    }

    private func respond(method: String, id: UUID, request: HTTPRequest) async throws(APIError) -> HTTPResponse {
        let (body, path) = (request.body, request.path)
        switch method {
        case "GET":
            return record(
                200, try await repository { () throws(RepositoryError) in try await resource.repository.fetch(id: id) })
        case "PUT":
            let decoded = try BodyDecoding.one(Resource.Body.self, from: body, entityName: resource.entityName)
            let entity = try resource.entity(from: decoded, id: id)
            let version = try EntityTag.version(in: request.ifMatch)
            return record(
                200,
                try await repository { () throws(RepositoryError) in
                    try await resource.update(entity, readAt: version)
                })
        case "DELETE":
            try await repository { () throws(RepositoryError) in try await resource.repository.delete(id: id) }
            return .empty(204)
        default:
            throw .methodNotAllowed(method, path, allowed: "GET, PUT, DELETE")
        }
    }

    /// One record's answer, which names its version, so a client can make its next PUT conditional.
    private func record(_ status: Int, _ entity: Resource.Entity) -> HTTPResponse {
        .json(status, encoding: resource.body(of: entity), entityTag: EntityTag.header(for: entity.updatedAt))
    }

    /// A list's answer.
    private func record(_ status: Int, _ entities: [Resource.Entity]) -> HTTPResponse {
        .json(status, encoding: entities.map(resource.body(of:)))
    }

    private func repository<T>(_ call: () async throws(RepositoryError) -> T) async throws(APIError) -> T {
        do {
            return try await call()
        } catch {
            throw error.apiError(member: Resource.Body.member(forField:))
        }
    }
}

extension HTTPResponse {
    /// This list's answer with `Link: <…>; rel="next"` when `listed` filled the page `query`
    /// asked for: the same request with `after` set to the last record's cursor (docs/REST.md,
    /// "Paging"). A short page is the last, and an unpaged list is whole.
    fileprivate func linkingNext<Query: EntityQuery>(
        after listed: [Query.Entity], of query: Query, request: HTTPRequest, _ parameters: QueryParameters
    ) -> HTTPResponse {
        guard let page = query.page, page.limit > 0, listed.count == page.limit, let last = listed.last else {
            return self
        }
        let next = parameters.nextPageQuery(after: parameters.nextCursor(query.cursor(of: last)))
        return adding("Link", "<\(request.path)?\(next)>; rel=\"next\"")
    }
}

/// The routes below one collection, whatever the entity: what the router holds.
protocol CollectionRoutes: Sendable {
    /// The path segment below `/v1`, e.g. `todos`.
    var collection: String { get }
    /// The wire member of each Domain field the entity's JSON object renames (`WireObject`).
    var membersByField: [String: String] { get }
    /// The answer to `request`, whose path continues with `segments` after the collection.
    func respond(to request: HTTPRequest, below segments: ArraySlice<Substring>) async throws(APIError) -> HTTPResponse
    /// The answer to `POST /{collection}` `request`, with the ids of what it stored, for a
    /// keyed create (a refusal is an answer too).
    func create(_ request: HTTPRequest) async -> CreateOutcome
    /// Refuses, with 409 `created_then_deleted`, when a record of `ids` is no longer stored: a
    /// keyed create is replayed only while what it created is there.
    func confirmStored(_ ids: [UUID]) async throws(APIError)
    /// Decodes `body`, an array of this collection's records, and stages their creation in
    /// `batch` (`POST /v1/batch`), or with `replacing` their replacing the stored records with
    /// their ids; returns their ids in the order sent.
    func stage(_ body: [UInt8], into batch: inout WriteBatch, replacing: Bool) throws(APIError) -> [UUID]
}
