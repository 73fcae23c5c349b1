import Domain

/// The project repository: the generic ``TableRepository`` over ``ProjectSchema``. Name
/// uniqueness and the refusal to delete a project that still has todos are enforced
/// atomically by the ``ProjectDataSource``, since only the store can check them without a race.
public typealias ProjectRepositoryImpl = TableRepository<ProjectSchema>

extension TableRepository: ProjectRepositoryProtocol where Schema == ProjectSchema {}
