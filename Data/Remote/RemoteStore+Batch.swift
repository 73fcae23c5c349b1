import Data
import Domain
import Foundation

extension RemoteStore {
    /// Sends every part of `batch`, new records and replacements, as one `POST batch` request
    /// (docs/REST.md, "Batch"), which the server applies all or nothing; checks that it
    /// acknowledged exactly the ids sent, per collection; then publishes each table's change set.
    /// The server stamps the replacements' versions, as it stamps every update.
    func commit(_ batch: RecordBatch) async throws(DataSourceError) {
        guard !batch.isEmpty else { return }
        for part in batch.parts + batch.replacements where Self.gateway(of: part) != .app {
            throw .storage(
                FailureEvidence("\(part.table) is not served by the app API, so it cannot join a batch of it"))
        }
        var request = BatchRequest(
            collections: batch.parts.map { ($0.table, Self.body(of: $0)) }, idempotencyKey: UUID())
        request.replacements = batch.replacements.map { ($0.table, Self.body(of: $0)) }
        let answer = try await gateways[.app].send(request)
        for part in batch.parts {
            try Self.checkAcknowledged(part, answer.ids[part.table] ?? [])
        }
        for part in batch.replacements {
            try Self.checkAcknowledged(part, answer.replaced[part.table] ?? [], written: "replaced")
        }
        for (table, changeSet) in batch.changeSets {
            changes.broadcaster(for: table).publish(changeSet)
        }
    }

    private static func gateway<Part: BatchPart>(of _: Part) -> GatewayName {
        Part.Schema.gateway
    }

    /// The part's records as `POST {collection}` sends them.
    private static func body<Part: BatchPart>(of part: Part) -> any Encodable & Sendable {
        Part.Schema.create(part.records).body ?? [String]()
    }

    private static func checkAcknowledged<Part: BatchPart>(
        _ part: Part, _ answered: [UUID], written: String = "created"
    ) throws(DataSourceError) {
        try RemoteTable<Part.Schema>.checkAcknowledged(part.ids, answered, written: written)
    }
}
