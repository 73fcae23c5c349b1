import Domain
import Foundation

extension RemoteStore {
    /// Sends every part of `batch` as one `POST batch` request (docs/REST.md, "Batch"), which
    /// the server applies all or nothing; checks that it acknowledged exactly the ids sent, per
    /// collection; then publishes each table's change set.
    func insert(_ batch: RecordBatch) async throws(DataSourceError) {
        guard !batch.isEmpty else { return }
        for part in batch.parts where Self.gateway(of: part) != .app {
            throw .storage(
                FailureEvidence("\(part.table) is not served by the app API, so it cannot join a batch of it"))
        }
        let request = BatchRequest(
            collections: batch.parts.map { ($0.table, Self.body(of: $0)) }, idempotencyKey: UUID())
        let answer = try await gateways[.app].send(request)
        for part in batch.parts {
            try Self.checkAcknowledged(part, answer.ids[part.table] ?? [])
        }
        for part in batch.parts {
            changes.broadcaster(for: part.table).publish(ChangeSet(inserted: part.ids))
        }
    }

    private static func gateway<Part: BatchPart>(of _: Part) -> GatewayName {
        Part.Schema.gateway
    }

    /// The part's records as `POST {collection}` sends them.
    private static func body<Part: BatchPart>(of part: Part) -> any Encodable & Sendable {
        Part.Schema.create(part.records).body ?? [String]()
    }

    private static func checkAcknowledged<Part: BatchPart>(_ part: Part, _ answered: [UUID]) throws(DataSourceError) {
        try RemoteTable<Part.Schema>.checkAcknowledged(part.ids, answered)
    }
}
