import Domain
import Foundation
import TestSupport
import Testing

@Suite("AddTodoUseCase")
struct AddTodoUseCaseTests {
    static let home = Project(id: Fixtures.id(1), name: "Home", createdAt: Fixtures.date())
    static let work = Project(id: Fixtures.id(2), name: "Work", createdAt: Fixtures.date())

    /// A project repository that lists Home and Work, and does nothing else.
    static func projects() -> StubProjectRepository {
        StubProjectRepository { $0.fetchAll = { _ in [home, work] } }
    }

    @Test("a todo given a project name is stored in the project of that name, ignoring case")
    func filedUnderNamedProject() async throws {
        let created = Calls<Todo>()
        let todos = StubTodoRepository { stubs in
            stubs.create = { todo in
                created.record(todo)
                return todo
            }
        }
        let addTodo = AddTodoUseCase(todoRepository: todos, projectRepository: Self.projects())

        let (stored, project) = try await addTodo.execute(Todo(title: "Buy milk"), projectName: " home ")

        #expect(stored.projectID == Self.home.id)
        #expect(project == Self.home, "the project it was filed under, to be named without reading it again")
        #expect(created.all.map(\.projectID) == [Self.home.id])
    }

    @Test("a named project is looked up by its name alone: the projects are not listed")
    func lookedUpByName() async throws {
        let asked = Calls<String>()
        // fetchAll is not stubbed: listing the projects would fail the test.
        let projects = StubProjectRepository { stubs in
            stubs.fetchByUniqueField = { name in
                asked.record(name)
                return Self.home
            }
        }
        let addTodo = AddTodoUseCase(
            todoRepository: StubTodoRepository { $0.create = { $0 } }, projectRepository: projects)

        let (stored, project) = try await addTodo.execute(Todo(title: "Buy milk"), projectName: "Home")

        #expect(asked.all == ["Home"])
        #expect(stored.projectID == Self.home.id)
        #expect(project == Self.home)
    }

    @Test("a todo without a project name is stored in no project, without reading the projects")
    func noProject() async throws {
        let todos = StubTodoRepository { $0.create = { $0 } }
        // The project repository is not stubbed: reading it would fail the test.
        let addTodo = AddTodoUseCase(todoRepository: todos, projectRepository: StubProjectRepository())

        let (stored, project) = try await addTodo.execute(
            Todo(title: "Buy milk", projectID: Self.work.id), projectName: nil)

        #expect(stored.title == "Buy milk")
        #expect(stored.projectID == Self.work.id)
        #expect(project == nil)
    }

    @Test("a project name no project has stores nothing and names the projects there are")
    func unknownProject() async throws {
        // The todo repository is not stubbed: a create would fail the test.
        let addTodo = AddTodoUseCase(todoRepository: StubTodoRepository(), projectRepository: Self.projects())

        await #expect(throws: UnknownProjectError(name: "Garden", known: ["Home", "Work"])) {
            try await addTodo.execute(Todo(title: "Pull weeds"), projectName: "Garden")
        }
    }

    @Test("the repository's refusal comes back as it is")
    func repositoryRefusal() async throws {
        let refusal = RepositoryError.validation(ValidationError(field: "title", problem: .empty))
        let todos = StubTodoRepository { $0.create = { _ throws(RepositoryError) in throw refusal } }
        let addTodo = AddTodoUseCase(todoRepository: todos, projectRepository: Self.projects())

        let error = await #expect(throws: RepositoryError.self) {
            try await addTodo.execute(Todo(title: " "), projectName: "Work")
        }
        #expect(error?.validationField == "title")
    }
}
