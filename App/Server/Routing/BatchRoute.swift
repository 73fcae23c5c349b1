import Domain
import Foundation
import WireFormat

/// `POST /v1/batch` (docs/REST.md, "Batch"): records of several collections created, and stored
/// records replaced whole (under `replace`), in one transaction through the composition root's
/// ``Domain/UnitOfWork``, all or none, answered with the ids stored per collection. Every
/// collection the server serves can take part; the rules are the collections' own, checked by
/// the store over what is stored and what the batch adds.
struct BatchRoute: Sendable {
    /// The path segment below `/v1`.
    static let segment = "batch"
    /// The member of the body, and of the answer, that holds the replacements.
    static let replaceKey = "replace"

    let routes: RouteTable
    let unitOfWork: any UnitOfWork

    /// The answer to a batch whose body is `body`, with the ids it created and replaced.
    func respond(to body: [UInt8]) async throws(APIError) -> CreateOutcome {
        guard let members = try BodyDecoding.members(of: body) else {
            throw APIError(
                status: 400, code: "invalid_body",
                message: "a batch is one object whose keys are collections and whose values are arrays of records")
        }
        var replacing: [String: [UInt8]] = [:]
        if let replace = members.first(where: { $0.name == Self.replaceKey }) {
            guard let inner = try BodyDecoding.members(of: replace.value) else {
                throw .invalidField(Self.replaceKey, "must be an object whose keys are collections")
            }
            replacing = try Self.arrays(inner)
        }
        let creating = try Self.arrays(members.filter { $0.name != Self.replaceKey })
        for parts in [creating, replacing] {
            if let unknown = parts.keys.sorted().first(where: { routes.collections[$0] == nil }) {
                throw .invalidField(unknown, "\"\(unknown)\" is not a collection this server serves")
            }
        }
        var batch = WriteBatch()
        var created: [(collection: String, ids: [UUID])] = []
        var replaced: [(collection: String, ids: [UUID])] = []
        // In registration order, so that referred-to collections (projects) come first.
        for collection in routes.ordered {
            if let part = creating[collection.collection] {
                created.append((collection.collection, try collection.stage(part, into: &batch, replacing: false)))
            }
            if let part = replacing[collection.collection] {
                replaced.append((collection.collection, try collection.stage(part, into: &batch, replacing: true)))
            }
        }
        do {
            try await unitOfWork.commit(batch)
        } catch {
            // The error does not say which collection's record broke the rule: a field one of
            // them renames is named as that one names it.
            let renamed = routes.ordered.reduce(into: [String: String]()) { members, collection in
                members.merge(collection.membersByField) { first, _ in first }
            }
            throw error.apiError { field in renamed[field] ?? field }
        }
        var answer: [String: Member] = [:]
        for (collection, ids) in created { answer[collection] = .ids(ids) }
        if !replaced.isEmpty {
            answer[Self.replaceKey] = .replaced(
                Dictionary(replaced.map { ($0.collection, $0.ids) }, uniquingKeysWith: +))
        }
        return CreateOutcome(response: .json(201, encoding: answer), stored: created + replaced)
    }

    /// A member of the answer, `{"<collection>": ["<id>", ...], "replace": {"<collection>": [...]}}`.
    private enum Member: Encodable {
        case ids([UUID])
        case replaced([String: [UUID]])

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .ids(let ids): try container.encode(ids.map(WireID.init))
            case .replaced(let parts): try container.encode(parts.mapValues { $0.map(WireID.init) })
            }
        }
    }

    /// Each collection's array of records, as the bytes `POST /{collection}` would take: the
    /// bytes sent, so that each record is read as it would be there.
    private static func arrays(_ members: [(name: String, value: [UInt8])]) throws(APIError) -> [String: [UInt8]] {
        var parts: [String: [UInt8]] = [:]
        for (collection, records) in members {
            guard records.first == UInt8(ascii: "[") else {
                throw .invalidField(collection, "must be an array of records")
            }
            parts[collection] = records
        }
        return parts
    }
}
