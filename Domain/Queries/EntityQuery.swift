/// A query over one kind of entity: which ones (a filter), in what order (a sort), which page.
///
/// Its meaning in memory is Domain's, written once here for every entity: keep what the filter
/// matches, order it by the sort (a strict total order, ties broken by id), then take the page.
/// The in-memory and file stores run it as it is; every other store is held to its results.
public protocol EntityQuery: Sendable {
    /// What the query selects.
    associatedtype Entity
    /// Which entities it selects.
    associatedtype Filter: EntityFilter where Filter.Entity == Entity
    /// In what order.
    associatedtype Sort: Hashable & Sendable

    /// The query that selects every entity, in the default order, unpaged.
    static var all: Self { get }
    /// Which entities.
    var filter: Filter { get }
    /// In what order.
    var sort: Sort { get }
    /// Which window of the sorted results; nil for all of them.
    var page: Page? { get set }
    /// Filters, sorts and pages `entities` in memory, as every store must.
    func apply(to entities: some Sequence<Entity>) -> [Entity]
    /// The order ``apply(to:)`` sorts in, when the sort states it (``EntitySort``): with it a
    /// store that scans records (memory, file) keeps a first page as it goes, comparing each
    /// match once, instead of sorting every match.
    var order: ((Entity, Entity) -> Bool)? { get }
    /// Whether `entity` comes after the page's cursor (``Page/after``) in this query's order;
    /// true when there is none. Stores that scan records (memory, file) ask it of every match.
    func comesAfterCursor(_ entity: Entity) -> Bool
    /// Where `entity` stands in this query's order: the cursor (``Page/after``) of the page
    /// after one that ends with it.
    func cursor(of entity: Entity) -> PageCursor
    /// This query, or the first of its fields that is out of range.
    func validated() throws(ValidationError) -> Self
}

/// The filter part of an ``EntityQuery``: what a count counts.
public protocol EntityFilter: Equatable, Sendable {
    /// What the filter selects.
    associatedtype Entity

    /// The filter that selects every entity: a store counts it by counting the table, mapping
    /// nothing.
    static var all: Self { get }

    /// Whether `entity` is selected.
    func matches(_ entity: Entity) -> Bool
}

/// The sort part of an ``EntityQuery``.
public protocol EntitySort: Hashable, Sendable {
    /// What the sort orders.
    associatedtype Entity

    /// The direction of the order; ties are broken by id ascending in both.
    var direction: SortDirection { get }

    /// Whether `lhs` comes before `rhs`: a strict total order, ties broken by id ascending.
    func areInIncreasingOrder(_ lhs: Entity, _ rhs: Entity) -> Bool

    /// Where `entity` stands in this order: its sort field's value and its id, the cursor of a
    /// page that ends with it.
    func cursor(of entity: Entity) -> PageCursor
}

extension EntitySort {
    /// Whether `entity` comes after `cursor` in this order, as ``areInIncreasingOrder(_:_:)``
    /// would place it after the result the cursor was made from.
    public func comes(_ entity: Entity, after cursor: PageCursor) -> Bool {
        let own = self.cursor(of: entity)
        let order = SortKey.compare(own.key, cursor.key, missingLastIn: direction)
        if order != 0 { return direction == .ascending ? order > 0 : order < 0 }
        return cursor.id.precedes(own.id)
    }
}

extension EntityQuery {
    /// No order known but ``apply(to:)``'s.
    public var order: ((Entity, Entity) -> Bool)? { nil }
}

extension EntityQuery where Sort: EntitySort, Sort.Entity == Entity {
    /// The sort's own order.
    public var order: ((Entity, Entity) -> Bool)? { sort.areInIncreasingOrder }

    /// Where `entity` stands in ``sort``'s order.
    public func cursor(of entity: Entity) -> PageCursor { sort.cursor(of: entity) }

    /// Whether `entity` comes after the page's cursor in ``sort``'s order; true without one.
    public func comesAfterCursor(_ entity: Entity) -> Bool {
        guard let after = page?.after else { return true }
        return sort.comes(entity, after: after)
    }

    /// Keeps what ``filter`` matches after the page's cursor, sorted by ``sort``, within ``page``.
    public func apply(to entities: some Sequence<Entity>) -> [Entity] {
        let matching = entities.filter { filter.matches($0) && comesAfterCursor($0) }
        guard let page else { return matching.sorted(by: sort.areInIncreasingOrder) }
        return page.window(of: matching, sortedBy: sort.areInIncreasingOrder)
    }
}

extension EntityQuery {
    /// This query with its page checked (the filter and sort have no values out of range).
    public func validated() throws(ValidationError) -> Self {
        var query = self
        query.page = try page?.validated()
        return query
    }
}
