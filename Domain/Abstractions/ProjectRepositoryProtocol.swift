/// Where projects live. Names are unique ignoring case (``Project/nameKey``).
///
/// Deleting a project that still has todos is refused with `.conflict`: move or delete its todos
/// first. Nothing is ever removed behind the user's back.
public protocol ProjectRepositoryProtocol: EntityRepository
where Entity == Project, Query == ProjectQuery, Filter == ProjectFilter {
    /// The projects `query` selects, in its order, within its page.
    func fetchAll(_ query: ProjectQuery) async throws(RepositoryError) -> [Project]

    /// The project with this id; `.notFound` when there is none.
    func fetch(id: Project.ID) async throws(RepositoryError) -> Project

    /// At most `limit` projects whose id starts with `idPrefix`, in id order, found through the
    /// store's id index.
    func fetch(idPrefix: IDPrefix, limit: Int) async throws(RepositoryError) -> [Project]

    /// Stores a new project; `.conflict` when its id or name is taken.
    func create(_ project: Project) async throws(RepositoryError) -> Project

    /// Stores all of `projects` in one transaction, or none of them when any one fails.
    func createAll(_ projects: [Project]) async throws(RepositoryError) -> [Project]

    /// Replaces the stored project with the same id (a rename), stamping `updatedAt`.
    /// `project.updatedAt` is the version the caller read: when the stored project has changed
    /// since, nothing is written and the error is `.conflict` of kind changed-since-read.
    func update(_ project: Project) async throws(RepositoryError) -> Project

    /// Changes the stored project in one store transaction (read, `change`, validate, stamp,
    /// store), so that a concurrent change of other fields is never lost. `change` may run more
    /// than once, so it must depend on nothing but the project. `.notFound` when there is none.
    func update(id: Project.ID, _ change: @escaping EntityChange<Project>) async throws(RepositoryError) -> Project

    /// Removes the project; `.conflict` while todos still belong to it.
    func delete(id: Project.ID) async throws(RepositoryError)

    /// How many projects `filter` selects.
    func count(matching filter: ProjectFilter) async throws(RepositoryError) -> Int

    /// Every change committed through this repository's store from now on, one ``ChangeSet``
    /// per commit. The sequence ends when the iterating task is cancelled.
    func changes() -> AsyncStream<ChangeSet<Project.ID>>
}
