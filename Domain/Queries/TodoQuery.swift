/// What to fetch: which todos, in what order, which page of them.
public struct TodoQuery: Hashable, Sendable {
    /// Which todos.
    public var filter: TodoFilter
    /// In what order.
    public var sort: TodoSort
    /// Which window of the sorted results; `nil` for all of them.
    public var page: Page?

    /// Makes a query; the defaults fetch every todo in the default order.
    public init(filter: TodoFilter = .all, sort: TodoSort = TodoSort(), page: Page? = nil) {
        self.filter = filter
        self.sort = sort
        self.page = page
    }

    /// Every todo, in the default order.
    public static let all = TodoQuery()
}
