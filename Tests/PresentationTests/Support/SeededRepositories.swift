import Data
import Domain
import Foundation
import Presentation
import TestSupport

/// Repositories over a fresh in-memory store, seeded for one test: the SwiftData seed's way of
/// testing a view model against real repository behaviour without a disk.
struct SeededRepositories {
    let todos: any TodoRepositoryProtocol
    let projects: any ProjectRepositoryProtocol
    let unitOfWork: any UnitOfWork

    init(projects: [Project] = [], todos: [Todo] = []) async throws {
        let memory = InMemoryStore()
        try await memory.seed(projects: projects, todos: todos)
        let store = DataStore.inMemory(memory)
        self.todos = TodoRepositoryImpl(dataSource: store.todoDataSource())
        self.projects = ProjectRepositoryImpl(dataSource: store.projectDataSource())
        self.unitOfWork = store.unitOfWork()
    }

    @MainActor
    func todoList() -> TodoListViewModel {
        // What `todo list` shows with no options: the open todos, oldest first.
        TodoListViewModel(
            todoRepository: todos, projectRepository: projects,
            query: TodoQuery(filter: TodoFilter(isCompleted: false), sort: TodoSort(.createdAt)))
    }

    @MainActor
    func todoDetail() -> TodoDetailViewModel {
        TodoDetailViewModel(todoRepository: todos, projectRepository: projects)
    }

    @MainActor
    func projectList() -> ProjectListViewModel {
        ProjectListViewModel(projectRepository: projects)
    }

    @MainActor
    func transfer() -> TransferViewModel {
        TransferViewModel(todoRepository: todos, projectRepository: projects, unitOfWork: unitOfWork)
    }
}

/// A small, readable set of todos for view-model tests.
enum Sample {
    static let home = Project(id: Fixtures.id(1), name: "Home", createdAt: Fixtures.date())
    static let work = Project(id: Fixtures.id(2), name: "Work", createdAt: Fixtures.date())

    static func todos() -> [Todo] {
        [
            Todo(
                id: Fixtures.id(0xA1), title: "Buy milk", priority: .high, projectID: home.id,
                createdAt: Fixtures.date(1)),
            Todo(
                id: Fixtures.id(0xA2), title: "Write report", priority: .low, projectID: work.id,
                createdAt: Fixtures.date(2)),
            Todo(id: Fixtures.id(0xB3), title: "Call mum", isCompleted: true, createdAt: Fixtures.date(3)),
        ]
    }
}
