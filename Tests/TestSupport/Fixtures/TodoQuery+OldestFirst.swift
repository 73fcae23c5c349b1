import Domain

extension FetchQuery where Filter == TodoFilter, SortedBy == TodoSortField {
    /// Every todo in the order they were created, ties by id: what tests that store a batch and
    /// read it back compare with, where ``/Domain/FetchQuery/all`` sorts by title.
    public static let oldestFirst = TodoQuery(sort: TodoSort(.createdAt))
}
