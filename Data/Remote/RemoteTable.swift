import Data
import Domain
import Foundation
import WireFormat

/// One entity's records on a server that speaks docs/REST.md, for every entity. The server
/// filters, sorts, pages, counts and enforces the integrity rules; this type maps requests and
/// errors, lists a page at a time (``fetchInPages(_:)``), checks that a create was acknowledged
/// record by record, and publishes a change set after each write the server confirmed.
struct RemoteTable<Schema: RemoteTableSchema>: TableDataSource {
    let gateway: AppGateway
    let broadcaster: ChangeBroadcaster

    func fetchAll(_ query: Schema.Query) async throws(DataSourceError) -> [Schema.Record] {
        try await fetchInPages(query)
    }

    func fetch(id: UUID) async throws(DataSourceError) -> Schema.Record? {
        do {
            return try Schema.record(from: await gateway.send(Schema.get(id: id), about: id))
        } catch .notFound {
            return nil
        }
    }

    /// The REST API offers no lookup by a unique key (docs/REST.md), so the list is read a page
    /// at a time and each record's key compared here, as the server compares it.
    func fetch(unique column: String, key: String) async throws(DataSourceError) -> Schema.Record? {
        let unique = Schema.uniqueKeys[try Schema.uniqueKeyIndex(column: column)]
        return try await fetchInPages(.all).first { unique.value($0) == key }
    }

    func fetch(idPrefix: IDPrefix, limit: Int) async throws(DataSourceError) -> [Schema.Record] {
        let records = try await gateway.send(IDPrefixRequest<Schema.Response>(idPrefix: idPrefix, limit: limit))
            .map { response throws(DataSourceError) in try Schema.record(from: response) }
        // A server that ignores the parameter would answer with the first page of everything.
        if let stranger = records.first(where: { !idPrefix.matches($0.id) }) {
            throw .storage(
                FailureEvidence(
                    "the server answered an id prefix query for \"\(idPrefix)\" with \(Schema.table) \(stranger.id), "
                        + "which does not start with it; does it serve idPrefix (docs/REST.md)?"))
        }
        return Array(records.prefix(limit))
    }

    func insert(_ records: [Schema.Record]) async throws(DataSourceError) {
        guard !records.isEmpty else { return }
        let stored = try await sendWrite(try Schema.create(records)).map { response throws(DataSourceError) in
            try Schema.record(from: response)
        }
        try Self.checkAcknowledged(records.map(\.id), stored.map(\.id))
        broadcaster.publish(ChangeSet(inserted: records.map(\.id)), to: Schema.table)
    }

    /// Reads the record, changes it, and writes it back with `PUT` on condition that it is still
    /// the version read (`If-Match`); when another writer got there first (412) it reads and
    /// changes it again, at most ``modifyAttempts`` times in all.
    func modify(
        id: UUID, _ change: @escaping @Sendable (Schema.Record) throws(DataSourceError) -> Schema.Record
    ) async throws(DataSourceError) -> Schema.Record {
        for _ in 1..<Self.modifyAttempts {
            do {
                return try await modifyOnce(id: id, change)
            } catch .changedSinceRead {
                continue
            }
        }
        return try await modifyOnce(id: id, change)
    }

    /// How many times ``modify(id:_:)`` reads and tries to write before it reports the conflict:
    /// each 412 means another write succeeded, so only a record many writers change at once
    /// can run out of them.
    static var modifyAttempts: Int { 8 }

    private func modifyOnce(
        id: UUID, _ change: @Sendable (Schema.Record) throws(DataSourceError) -> Schema.Record
    ) async throws(DataSourceError) -> Schema.Record {
        guard let read = try await fetch(id: id) else { throw .notFound(id: id) }
        let request = ConditionalRequest(base: try Schema.update(try change(read)), version: read.updatedAt)
        let stored = try Schema.record(from: await sendWrite(request, about: id))
        broadcaster.publish(ChangeSet(updated: [id]), to: Schema.table)
        return stored
    }

    /// Sends a write. A reference the server refused names the member the wire gives it
    /// (`projectId`); the error names Domain's field again (`projectID`), as every store's does.
    private func sendWrite<Request: APIRequest>(
        _ request: Request, about id: UUID? = nil
    ) async throws(DataSourceError) -> Request.Response {
        do {
            return try await gateway.send(request, about: id)
        } catch .invalidReference(let member, let target) {
            throw .invalidReference(field: Schema.Response.field(forMember: member), id: target)
        }
    }

    func delete(id: UUID) async throws(DataSourceError) {
        _ = try await gateway.send(Schema.delete(id: id), about: id)
        broadcaster.publish(ChangeSet(deleted: [id]), to: Schema.table)
    }

    func count(matching filter: Schema.Filter) async throws(DataSourceError) -> Int {
        try await gateway.send(Schema.count(filter)).count
    }

    func changes() -> AsyncStream<ChangeSet<UUID>> {
        broadcaster.subscribe(to: Schema.table)
    }

    /// A create (or a batch's replacement, `written: "replaced"`) succeeded only if the server's
    /// answer holds exactly the ids sent, in number and value: `200 []`, fewer records or other
    /// ids would otherwise pass as a write that happened.
    static func checkAcknowledged(
        _ sent: [UUID], _ answered: [UUID], written: String = "created"
    ) throws(DataSourceError) {
        let answeredSet = Set(answered)
        let acknowledged = Set(sent).intersection(answeredSet).count
        guard acknowledged != sent.count || answered.count != sent.count || answeredSet.count != answered.count else {
            return
        }
        let extra = answered.count - acknowledged
        throw .storage(
            FailureEvidence(
                "the server acknowledged \(acknowledged) of \(sent.count) \(Schema.table) \(written)"
                    + (extra > 0 ? " and answered with \(extra) other record(s)" : "")
                    + "; whether the rest were stored is unknown"))
    }
}

extension RemoteTable {
    /// The table of `Schema`'s records on `store`'s server.
    init(store: RemoteStore) {
        self.init(gateway: store.gateway(Schema.gateway), broadcaster: store.changes)
    }
}
