import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@Suite("TodoDetailViewModel")
@MainActor
struct TodoDetailViewModelTests {
    @Test("load by prefix shows the todo with its project's name")
    func loadByPrefix() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home, Sample.work], todos: Sample.todos())
        let viewModel = repositories.todoDetail()

        #expect(await viewModel.load(idPrefix: "000000a1-0000-4000-8000-0000000000a1"))

        #expect(viewModel.todo?.title == "Buy milk")
        #expect(viewModel.projectName == "Home")
    }

    @Test("showing a todo reads its own project by id, not every project")
    func showReadsOneProject() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home, Sample.work], todos: Sample.todos())
        let projects = CountingProjectRepository(repositories.projects)
        let viewModel = TodoDetailViewModel(todoRepository: repositories.todos, projectRepository: projects)

        #expect(await viewModel.load(idPrefix: "000000a2"))

        #expect(viewModel.projectName == "Work")
        #expect(projects.reads == CountingProjectRepository.Reads(fetchAll: 0, fetchByID: 1))
    }

    @Test("edit changes only the fields given, moves the todo and clears its due date")
    func editChangesGivenFields() async throws {
        var todo = Sample.todos()[0]
        todo.dueDate = Fixtures.date(86_400)
        let repositories = try await SeededRepositories(projects: [Sample.home, Sample.work], todos: [todo])
        let viewModel = repositories.todoDetail()
        await viewModel.load(idPrefix: "0")

        let edited = await viewModel.edit(
            {
                $0.title = "Buy oat milk"
                $0.dueDate = nil
            }, project: .named("work"))

        #expect(edited)
        let stored = try await repositories.todos.fetch(id: todo.id)
        #expect(stored.title == "Buy oat milk")
        #expect(stored.priority == .high)
        #expect(stored.dueDate == nil)
        #expect(stored.projectID == Sample.work.id)
        #expect(viewModel.projectName == "Work")
    }

    @Test("an edit that breaks a rule fails, keeps the shown todo and stores nothing")
    func invalidEdit() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home, Sample.work], todos: Sample.todos())
        let viewModel = repositories.todoDetail()
        await viewModel.load(idPrefix: "000000a1-0000-4000-8000-0000000000a1")

        let edited = await viewModel.edit { $0.title = String(repeating: "x", count: 501) }

        #expect(!edited)
        #expect(viewModel.errorMessage == "Title is 501 characters long; at most 500 are allowed.")
        #expect(viewModel.todo?.title == "Buy milk")
        #expect(try await repositories.todos.fetch(id: Fixtures.id(0xA1)).title == "Buy milk")
    }

    @Test("setCompleted(false) reopens a done todo")
    func reopen() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home, Sample.work], todos: Sample.todos())
        let viewModel = repositories.todoDetail()
        await viewModel.load(idPrefix: "000000b3-0000-4000-8000-0000000000b3")

        #expect(await viewModel.setCompleted(false))

        #expect(try await repositories.todos.fetch(id: Fixtures.id(0xB3)).isCompleted == false)
    }
}
