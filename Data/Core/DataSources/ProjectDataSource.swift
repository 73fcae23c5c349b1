/// Where a ``ProjectRepositoryImpl`` keeps its records: every store's generic table over
/// ``ProjectSchema``, which enforces names unique by ``ProjectRecord/nameKey`` and refuses to
/// delete a project that todos still belong to (both `.conflict`).
public typealias ProjectDataSource = TableDataSource<ProjectSchema>
