import Domain
import Foundation

/// `POST /v1/batch` (docs/REST.md, "Batch"): records of several collections created in one
/// transaction through the composition root's ``Domain/UnitOfWork``, all or none, answered with
/// the ids stored per collection. Every collection the server serves can take part; the rules
/// are the collections' own, checked by the store over what is stored and what the batch adds.
struct BatchRoute: Sendable {
    /// The path segment below `/v1`.
    static let segment = "batch"

    let routes: RouteTable
    let unitOfWork: any UnitOfWork

    /// The answer to a batch create whose body is `body`.
    func respond(to body: [UInt8]) async throws(APIError) -> HTTPResponse {
        let parts = try Self.collections(in: body)
        if let unknown = parts.keys.sorted().first(where: { routes.collections[$0] == nil }) {
            throw .invalidField(unknown, "\"\(unknown)\" is not a collection this server serves")
        }
        var batch = WriteBatch()
        var staged: [(collection: String, ids: [UUID])] = []
        // In registration order, so that referred-to collections (projects) come first.
        for collection in routes.ordered {
            guard let part = parts[collection.collection] else { continue }
            staged.append((collection.collection, try collection.stage(part, into: &batch)))
        }
        do {
            try await unitOfWork.commit(batch)
        } catch {
            throw error.apiError
        }
        var writer = JSONWriter()
        writer.object { object in
            for (collection, ids) in staged {
                object.key(collection)
                object.array { array in
                    for id in ids { array.string(id.uuidString) }
                }
            }
        }
        return .json(201, writer.bytes)
    }

    /// Each collection's array of records, as the bytes `POST /{collection}` would take.
    private static func collections(in body: [UInt8]) throws(APIError) -> [String: [UInt8]] {
        let object: [String: Any]
        do {
            guard let decoded = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else {
                throw APIError(
                    status: 400, code: "invalid_body",
                    message: "a batch is one object whose keys are collections and whose values are arrays of records")
            }
            object = decoded
        } catch let error as APIError {
            throw error
        } catch {
            throw APIError(status: 400, code: "invalid_json", message: "the batch is not valid JSON: \(error)")
        }
        var parts: [String: [UInt8]] = [:]
        for (collection, records) in object {
            guard records is [Any], let bytes = try? JSONSerialization.data(withJSONObject: records) else {
                throw .invalidField(collection, "must be an array of records")
            }
            parts[collection] = Array(bytes)
        }
        return parts
    }
}
