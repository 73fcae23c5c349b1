/// Where todos live, as the rest of the app sees it: whatever the store, these are the rules.
///
/// Every method validates its input with the Domain rules first and writes nothing when it
/// throws. Errors are always ``RepositoryError``; the store's own error travels inside it.
public protocol TodoRepositoryProtocol: EntityRepository
where Entity == Todo, Query == TodoQuery, Filter == TodoFilter {
    /// The todos `query` selects, in its order, within its page.
    func fetchAll(_ query: TodoQuery) async throws(RepositoryError) -> [Todo]

    /// The todo with this id; `.notFound` when there is none.
    func fetch(id: Todo.ID) async throws(RepositoryError) -> Todo

    /// At most `limit` todos whose id starts with `idPrefix`, in id order, found through the
    /// store's id index: ask for 2 to tell a unique prefix from an ambiguous one.
    func fetch(idPrefix: IDPrefix, limit: Int) async throws(RepositoryError) -> [Todo]

    /// Stores a new todo and returns it as stored (validated and normalised).
    /// `.conflict` when its id is taken; `.validation` when its project does not exist.
    func create(_ todo: Todo) async throws(RepositoryError) -> Todo

    /// Stores all of `todos` in one transaction, or none of them when any one fails.
    func createAll(_ todos: [Todo]) async throws(RepositoryError) -> [Todo]

    /// Replaces the stored todo with the same id, stamping `updatedAt`, and returns it as stored.
    /// `todo.updatedAt` is the version the caller read: when the stored todo has changed since,
    /// nothing is written and the error is `.conflict` of kind changed-since-read.
    func update(_ todo: Todo) async throws(RepositoryError) -> Todo

    /// Changes the stored todo in one store transaction: reads it, applies `change`, validates
    /// the result, stamps `updatedAt` and stores it, so that a concurrent change of the fields
    /// `change` leaves alone is never lost. `change` may run more than once (a store that finds
    /// the todo changed under it reads it again), so it must depend on nothing but the todo.
    /// `.notFound` when there is none.
    func update(id: Todo.ID, _ change: @escaping EntityChange<Todo>) async throws(RepositoryError) -> Todo

    /// Removes the todo with this id; `.notFound` when there is none.
    func delete(id: Todo.ID) async throws(RepositoryError)

    /// How many todos `filter` selects.
    func count(matching filter: TodoFilter) async throws(RepositoryError) -> Int

    /// Every change committed through this repository's store from now on, one ``ChangeSet``
    /// per commit. The sequence ends when the iterating task is cancelled.
    func changes() -> AsyncStream<ChangeSet<Todo.ID>>
}
