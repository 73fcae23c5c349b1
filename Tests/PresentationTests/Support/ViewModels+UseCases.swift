import Domain
import Presentation

// Each view model over repositories, with the use cases it calls made over the same ones, as
// the composition root (RepositoriesAssembly) makes them: what a view-model test needs to put a
// counting or racing repository, or a recording unit of work, under a screen.

extension TransferViewModel {
    nonisolated convenience init(
        todoRepository: any TodoRepositoryProtocol,
        projectRepository: any ProjectRepositoryProtocol,
        unitOfWork: any UnitOfWork
    ) {
        self.init(
            importing: ImportUseCase(unitOfWork: unitOfWork),
            exporting: ExportUseCase(todoRepository: todoRepository, projectRepository: projectRepository),
            entities: [.project(projectRepository), .todo(todoRepository)])
    }
}
