import Domain
import Foundation

extension EntitySchema {
    /// Domain's evaluation of `query` over `records` (a requirement's default, so that each
    /// schema's witness is this loop specialised for its record).
    ///
    /// Records are mapped to Domain values and filtered here, in that specialised loop; Domain's
    /// `apply` (generic over the sequence, so not specialised across the module) then only sorts
    /// and pages matches, which it filters again. A first page of a query, the common
    /// `list --limit 10`, is kept as it goes: every ``selectionBatch`` matches, only the page of
    /// those seen so far is kept, which is the page of them all at the end (a strict total
    /// order's least `limit` elements of a union are the least of the least of each part). So a
    /// query never holds more than a batch of Domain values where it used to hold every match.
    static func select(_ query: Query, from records: [Record]) throws(DataSourceError) -> [Record] {
        let keepsPages = query.page.map { $0.offset == 0 && $0.limit <= selectionBatch / 4 } ?? false
        var matching: [Entity] = []
        matching.reserveCapacity(keepsPages ? selectionBatch : 0)
        for record in records {
            let entity = try record.toDomain()
            guard query.filter.matches(entity) else { continue }
            matching.append(entity)
            if keepsPages, matching.count == selectionBatch {
                matching = query.apply(to: matching)
                matching.reserveCapacity(selectionBatch)
            }
        }
        return query.apply(to: matching).map(Record.init)
    }

    /// How many matches a first page is cut down from at a time.
    static var selectionBatch: Int { 4096 }
}
