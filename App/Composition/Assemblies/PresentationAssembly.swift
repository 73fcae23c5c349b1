import DI
import Domain
import Presentation

/// Registers the view models, a new one on every resolve: each screen or command owns its state.
public struct PresentationAssembly: Assembly {
    /// Makes the assembly.
    public init() {}

    /// Registers the view models over the repositories they read; each makes the use cases it
    /// calls over the same ones.
    public func assemble(container: Container) {
        container.register(TransferViewModel.self) {
            // Generated entities' lines in export and import files; scripts/scaffold inserts them here.
            // swift-format-ignore
            let entities: [EntityTransfer] = [
                // scaffold:transfers:begin
                .project(try $0.resolved()),
                .todo(try $0.resolved()),
                // scaffold:transfers:end
            ]
            return TransferViewModel(importing: try $0.resolved(), exporting: try $0.resolved(), entities: entities)
        }
        // Generated entities' list and detail view models; scripts/scaffold inserts their lines here.
        // scaffold:view-models:begin
        container.register(ProjectDetailViewModel.self) { ProjectDetailViewModel(projectRepository: try $0.resolved()) }
        container.register(ProjectListViewModel.self) { ProjectListViewModel(projectRepository: try $0.resolved()) }
        container.register(TodoListViewModel.self) {
            TodoListViewModel(todoRepository: try $0.resolved(), projectRepository: try $0.resolved())
        }
        container.register(TodoDetailViewModel.self) {
            TodoDetailViewModel(todoRepository: try $0.resolved(), projectRepository: try $0.resolved())
        }
        // scaffold:view-models:end
    }
}
