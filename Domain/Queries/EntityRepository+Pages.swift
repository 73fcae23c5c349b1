/// Reading a long result a page at a time, the same way on every store.
extension EntityRepository where Query: EntityQuery, Query.Entity == Entity {
    /// Reads the entities `query` selects (within its own page, when it has one) at most
    /// `pageSize` at a time, and hands each page to `body` before it reads the next, so a caller
    /// that prints or writes as it goes holds one page, whatever the size of the result.
    ///
    /// Each read after the first asks for the entities after the last one handed on
    /// (``Page/after``): an entity deleted or added between two reads makes no other entity
    /// vanish from the walk or appear twice, as counting an offset would. The walk is not one
    /// moment of the store: an entity changed meanwhile may be met at its old or its new place.
    /// `body` runs in the caller's isolation (a view model's main actor), as the walk does.
    public func forEachPage(
        of query: Query, pageSize: Int = 1_000, isolation: isolated (any Actor)? = #isolation,
        _ body: ([Entity]) async throws -> Void
    ) async throws {
        var remaining = query.page?.limit ?? Int.max
        var next = Page(limit: 0, offset: query.page?.offset ?? 0, after: query.page?.after)
        var pageQuery = query
        while remaining > 0 {
            next.limit = min(max(1, pageSize), remaining)
            pageQuery.page = next
            let entities = try await fetchAll(pageQuery)
            if !entities.isEmpty { try await body(entities) }
            remaining -= entities.count
            guard entities.count >= next.limit, let last = entities.last else { return }
            next = Page(limit: 0, after: query.cursor(of: last))
        }
    }
}
