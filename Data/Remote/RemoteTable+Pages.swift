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
    /// ``pageSize`` at a time with `limit` and `offset` until a short page. The server's orders
    /// are total (ties broken by id), so consecutive pages neither overlap nor skip while nobody
    /// writes; a record that a write elsewhere moved across a page boundary is kept once.
    func fetchInPages(_ query: Schema.Query) async throws(DataSourceError) -> [Schema.Record] {
        let start = query.page?.offset ?? 0
        let end = query.page.map { page in
            let (sum, overflow) = start.addingReportingOverflow(page.limit)
            return overflow ? Int.max : sum
        }
        var records: [Schema.Record] = []
        var seen = Set<UUID>()
        var offset = start
        while offset < end ?? Int.max {
            let wanted = min(Self.pageSize, (end ?? Int.max) - offset)
            var pageQuery = query
            pageQuery.page = Page(limit: wanted, offset: offset)
            let answer = try await gateway.send(Schema.list(pageQuery))
            for response in answer {
                let record = try Schema.record(from: response)
                if seen.insert(record.id).inserted { records.append(record) }
            }
            offset += answer.count
            if answer.count < wanted { break }
        }
        return records
    }
}
