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
    static func select(_ query: Query, from records: [Record]) throws(DataSourceError) -> [Record] {
        if let page = query.page, let order = query.order, page.offset >= 0, page.limit >= 0,
            page.offset <= selectionBatch / 4, page.limit <= selectionBatch / 4
        {
            return try firstPage(page, of: query.filter, by: order, from: records)
        }
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

    /// The matches of `filter` in `page` of their order `areInIncreasingOrder`, keeping the
    /// least `offset + limit` as the scan goes in a heap whose root is the greatest of them: a
    /// match that does not come before the root costs one comparison, one that does replaces it
    /// in O(log k) swaps, whatever order the records lie in.
    private static func firstPage(
        _ page: Page, of filter: Filter, by areInIncreasingOrder: (Entity, Entity) -> Bool, from records: [Record]
    ) throws(DataSourceError) -> [Record] {
        let end = page.offset + page.limit
        guard end > 0 else {
            // Every record is still mapped, as by every other query: a damaged one is reported.
            for record in records { _ = try record.toDomain() }
            return []
        }
        var heap: [Entity] = []
        heap.reserveCapacity(end)
        for record in records {
            let entity = try record.toDomain()
            guard filter.matches(entity) else { continue }
            if heap.count < end {
                heap.append(entity)
                siftUp(&heap, from: heap.count - 1, by: areInIncreasingOrder)
            } else if areInIncreasingOrder(entity, heap[0]) {
                heap[0] = entity
                siftDown(&heap, by: areInIncreasingOrder)
            }
        }
        heap.sort(by: areInIncreasingOrder)
        return heap.dropFirst(page.offset).map(Record.init)
    }

    /// Restores the heap (each parent after its children) from `index` up to the root.
    private static func siftUp(
        _ heap: inout [Entity], from index: Int, by areInIncreasingOrder: (Entity, Entity) -> Bool
    ) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard areInIncreasingOrder(heap[parent], heap[child]) else { return }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    /// Restores the heap from the root down, after the root was replaced.
    private static func siftDown(_ heap: inout [Entity], by areInIncreasingOrder: (Entity, Entity) -> Bool) {
        var parent = 0
        while true {
            let left = 2 * parent + 1
            var greatest = parent
            if left < heap.count, areInIncreasingOrder(heap[greatest], heap[left]) { greatest = left }
            if left + 1 < heap.count, areInIncreasingOrder(heap[greatest], heap[left + 1]) { greatest = left + 1 }
            guard greatest != parent else { return }
            heap.swapAt(parent, greatest)
            parent = greatest
        }
    }

    /// How many matches a first page is cut down from at a time.
    static var selectionBatch: Int { 4096 }
}
