import Data
import Domain
import Foundation

extension RemoteTable {
    /// The most records one list request asks for. A whole collection in one answer grew with
    /// the collection until it passed the response limit (8 MB, about 40,000 todos) and could
    /// then never be listed or exported; a page of 1,000 keeps every answer, and what the server
    /// holds to write it, bounded, and fits the limit while records average under 8 KB.
    static var pageSize: Int { 1_000 }

    /// Every record `query` selects, within its own page when it has one, fetched at most
    /// ``pageSize`` at a time: each request after the first asks for the records after the last
    /// one received (`after`, a keyset cursor), so a record deleted elsewhere between two
    /// requests makes no other record vanish from the walk, as an offset did.
    func fetchInPages(_ query: Schema.Query) async throws(DataSourceError) -> [Schema.Record] {
        var remaining = query.page?.limit ?? Int.max
        var next = Page(limit: 0, offset: query.page?.offset ?? 0, after: query.page?.after)
        var records: [Schema.Record] = []
        var pageQuery = query
        while remaining > 0 {
            next.limit = min(Self.pageSize, remaining)
            pageQuery.page = next
            let answer = try await gateway.send(Schema.list(pageQuery)).prefix(next.limit)
                .map { response throws(DataSourceError) in try Schema.record(from: response) }
            records += answer
            remaining -= answer.count
            guard answer.count == next.limit, let last = answer.last else { break }
            next = Page(limit: 0, after: query.cursor(of: try last.toDomain()))
        }
        return records
    }
}
