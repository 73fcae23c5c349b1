/// What to fetch: which entities, in what order, which page of them. Every entity's query is
/// one (`ProjectQuery` is `FetchQuery<ProjectFilter, ProjectSortField>`); its meaning in memory
/// is ``EntityQuery``'s, which every store is held to.
public struct FetchQuery<Filter: EntityFilter & Hashable, SortedBy: SortField>: EntityQuery, Hashable
where SortedBy.Entity == Filter.Entity {
    /// What the query selects.
    public typealias Entity = Filter.Entity
    /// The order: one of the entity's fields, then its id.
    public typealias Sort = FieldSort<SortedBy>

    /// Which entities.
    public var filter: Filter
    /// In what order.
    public var sort: Sort
    /// Which window of the sorted results; `nil` for all of them.
    public var page: Page?

    /// Makes a query; the defaults fetch every entity in the default order.
    public init(filter: Filter = .all, sort: Sort = Sort(), page: Page? = nil) {
        self.filter = filter
        self.sort = sort
        self.page = page
    }

    /// Every entity, in the default order.
    public static var all: Self { Self() }
}
