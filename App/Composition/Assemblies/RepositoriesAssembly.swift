import DI
import Data
import Domain

/// Registers what Domain declares and the view models are given: each entity's repository protocol
/// with its implementation over the entity's data source, one instance for the container's
/// lifetime (the creating-repository seed's assembly); the store's ``/Domain/UnitOfWork`` for
/// writes that span entities; and the import and export use cases over them, a new one on every
/// resolve (they hold no state). Adding a todo to a project by name, completing one, and renaming
/// and removing a project by name are use cases too, which each view model makes over the
/// repositories it already holds.
public struct RepositoriesAssembly: Assembly {
    /// Makes the assembly.
    public init() {}

    /// Registers the repositories, the unit of work and the use cases.
    public func assemble(container: Container) {
        // One line per entity; scripts/scaffold inserts new entities' lines here.
        // scaffold:repositories:begin
        container.shared((any ProjectRepositoryProtocol).self) { ProjectRepositoryImpl(dataSource: try $0.resolved()) }
        container.shared((any TodoRepositoryProtocol).self) { TodoRepositoryImpl(dataSource: try $0.resolved()) }
        // scaffold:repositories:end
        container.shared((any UnitOfWork).self) { try $0.resolved(DataStore.self).unitOfWork() }
        container.register(ImportUseCase.self) { ImportUseCase(unitOfWork: try $0.resolved()) }
        container.register(ExportUseCase.self) {
            ExportUseCase(todoRepository: try $0.resolved(), projectRepository: try $0.resolved())
        }
    }
}
