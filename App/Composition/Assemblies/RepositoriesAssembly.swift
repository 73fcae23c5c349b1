import DI
import Data
import Domain

/// Registers each entity's repository protocol with its implementation over the entity's data
/// source, one instance for the container's lifetime (the creating-repository seed's assembly),
/// and the store's ``/Domain/UnitOfWork`` for writes that span entities.
public struct RepositoriesAssembly: Assembly {
    /// Makes the assembly.
    public init() {}

    /// Registers the repositories.
    public func assemble(container: Container) {
        // One line per entity; scripts/scaffold inserts new entities' lines here.
        // scaffold:repositories:begin
        container.shared((any ProjectRepositoryProtocol).self) { ProjectRepositoryImpl(dataSource: try $0.resolved()) }
        container.shared((any TodoRepositoryProtocol).self) { TodoRepositoryImpl(dataSource: try $0.resolved()) }
        // scaffold:repositories:end
        // Writes that span entities: every entity's table in one transaction of the same store.
        container.shared((any UnitOfWork).self) { try $0.resolved(DataStore.self).unitOfWork() }
    }
}
