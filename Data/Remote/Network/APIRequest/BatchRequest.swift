import Data
import Foundation
import JSONSyntax

/// `POST batch` (docs/REST.md, "Batch"): creates records of several collections and replaces
/// stored ones in one transaction, all or none; 201 with each collection's ids as stored. It
/// carries an `Idempotency-Key`, so a retry after a lost answer is answered from the first
/// attempt instead of being applied twice.
struct BatchRequest: APIRequest {
    typealias Response = BatchResponse

    /// Each collection's name and its new records as `POST {collection}` would send them.
    let collections: [(name: String, records: any Encodable & Sendable)]
    /// Each collection's name and the records that replace stored ones, the same way.
    var replacements: [(name: String, records: any Encodable & Sendable)] = []
    /// One per batch, the same on every attempt.
    let idempotencyKey: UUID

    var path: String { "batch" }
    var method: HTTPMethod { .post }
    var headers: [String: String] { ["Idempotency-Key": idempotencyKey.uuidString.lowercased()] }
    var body: (any Encodable & Sendable)? { BatchBody(collections: collections, replacements: replacements) }
}

/// `{"<collection>": [records...], ..., "replace": {"<collection>": [records...], ...}}`, the
/// `replace` member only when something is replaced.
private struct BatchBody: Encodable, Sendable {
    let collections: [(name: String, records: any Encodable & Sendable)]
    let replacements: [(name: String, records: any Encodable & Sendable)]

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TableKey.self)
        for (name, records) in collections {
            try container.encode(records, forKey: TableKey(name))
        }
        guard !replacements.isEmpty else { return }
        var replaced = container.nestedContainer(keyedBy: TableKey.self, forKey: TableKey(BatchResponse.replaceKey))
        for (name, records) in replacements {
            try replaced.encode(records, forKey: TableKey(name))
        }
    }
}
