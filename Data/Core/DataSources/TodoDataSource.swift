/// Where a ``TodoRepositoryImpl`` keeps its records: every store's generic table over
/// ``TodoSchema``, which also checks that a todo's project exists.
public typealias TodoDataSource = TableDataSource<TodoSchema>
