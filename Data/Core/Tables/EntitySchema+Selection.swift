import Domain
import Foundation

extension EntitySchema {
    /// Domain's evaluation of `query` over `records` (a requirement's default, so that each
    /// schema's witness is this loop specialised for its record).
    ///
    /// Records are mapped to Domain values and filtered here, in that specialised loop. A page
    /// that ends early (the common `list --limit 10`) of a query whose order is known
    /// (``EntityQuery/order``) is kept as the scan goes: the least matches so far, each match
    /// compared once with the greatest of them and kept only when it comes before, O(n log k)
    /// and no array of every match. Any other query hands its matches to Domain's `apply`, which
    /// sorts and pages them, cutting a first page down every ``selectionBatch`` matches (a strict
    /// total order's least `limit` elements of a union are the least of the least of each part).
    package static func select(_ query: Query, from records: [Record]) throws(DataSourceError) -> [Record] {
        if let page = query.page, let order = query.order, page.offset >= 0, page.limit >= 0,
            page.offset <= selectionBatch / 4, page.limit <= selectionBatch / 4
        {
            return try firstPage(page, of: query, by: order, from: records)
        }
        let keepsPages = query.page.map { $0.offset == 0 && $0.limit <= selectionBatch / 4 } ?? false
        var matching: [Entity] = []
        matching.reserveCapacity(keepsPages ? selectionBatch : 0)
        for record in records {
            let entity = try record.toDomain()
            guard query.filter.matches(entity), query.comesAfterCursor(entity) else { continue }
            matching.append(entity)
            if keepsPages, matching.count == selectionBatch {
                matching = query.apply(to: matching)
                matching.reserveCapacity(selectionBatch)
            }
        }
        return query.apply(to: matching).map(Record.init)
    }

    /// The matches of `query` (its filter, after its cursor) in `page` of their order `areInIncreasingOrder`, keeping the
    /// least `offset + limit` as the scan goes (``/Domain/LeastElements``), whatever order the
    /// records lie in.
    private static func firstPage(
        _ page: Page, of query: Query, by areInIncreasingOrder: @escaping (Entity, Entity) -> Bool,
        from records: [Record]
    ) throws(DataSourceError) -> [Record] {
        var least = LeastElements(capacity: page.offset + page.limit, by: areInIncreasingOrder)
        // Every record is mapped, even when the page is empty, as by every other query: a
        // damaged one is reported.
        for record in records {
            let entity = try record.toDomain()
            if query.filter.matches(entity), query.comesAfterCursor(entity) { least.offer(entity) }
        }
        return least.sorted().dropFirst(page.offset).map(Record.init)
    }

    /// Every record's Domain value is made only to be filtered, so the filter that selects every
    /// record counts the array (a `list --limit 10` counts them all beside its page).
    package static func count(_ filter: Filter, in records: [Record]) throws(DataSourceError) -> Int {
        if filter == Filter.all { return records.count }
        var count = 0
        for record in records where filter.matches(try record.toDomain()) {
            count += 1
        }
        return count
    }

    /// How many matches a first page is cut down from at a time.
    static var selectionBatch: Int { 4096 }
}
