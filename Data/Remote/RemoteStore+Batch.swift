import Data
import Domain
import Foundation
import WireFormat

extension RemoteStore {
    /// Sends every part of `batch`, new records and replacements, as one `POST batch` request
    /// (docs/REST.md, "Batch"), which the server applies all or nothing; checks that it
    /// acknowledged exactly the ids sent, per collection; then publishes each table's change set.
    /// The server stamps the replacements' versions, as it stamps every update.
    func commit(_ batch: RecordBatch) async throws(DataSourceError) {
        guard !batch.isEmpty else { return }
        var request = BatchRequest(
            collections: try batch.parts.map { part throws(DataSourceError) in (part.table, try Self.body(of: part)) },
            idempotencyKey: UUID())
        request.replacements = try batch.replacements.map { part throws(DataSourceError) in
            (part.table, try Self.body(of: part))
        }
        let answer: BatchResponse
        do {
            answer = try await gateway(.app).send(request)
        } catch .invalidReference(let member, let target) {
            // The answer does not say which part's record it is: a member one of them renames
            // is read as that one's field (`projectId` is a todo's `projectID`).
            let parts = batch.parts + batch.replacements
            let field = parts.lazy.map { Self.field(forMember: member, of: $0) }.first { $0 != member }
            throw .invalidReference(field: field ?? member, id: target)
        }
        for part in batch.parts {
            try Self.checkAcknowledged(part, answer.ids[part.table] ?? [])
        }
        for part in batch.replacements {
            try Self.checkAcknowledged(part, answer.replaced[part.table] ?? [], written: "replaced")
        }
        for (table, changeSet) in batch.changeSets {
            changes.publish(changeSet, to: table)
        }
    }

    private static func field<Part: BatchPart>(forMember member: String, of _: Part) -> String {
        Part.Schema.Response.field(forMember: member)
    }

    /// The part's records as `POST {collection}` sends them.
    private static func body<Part: BatchPart>(of part: Part) throws(DataSourceError) -> any Encodable & Sendable {
        try Part.Schema.create(part.records).body ?? [String]()
    }

    private static func checkAcknowledged<Part: BatchPart>(
        _ part: Part, _ answered: [UUID], written: String = "created"
    ) throws(DataSourceError) {
        try RemoteTable<Part.Schema>.checkAcknowledged(part.ids, answered, written: written)
    }
}
