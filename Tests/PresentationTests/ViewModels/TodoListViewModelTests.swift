import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@Suite("TodoListViewModel")
@MainActor
struct TodoListViewModelTests {
    @Test("load with the default options lists the open todos, oldest first")
    func loadListsOpenTodos() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home, Sample.work], todos: Sample.todos())
        let viewModel = repositories.todoList()

        await viewModel.load()

        #expect(viewModel.state == .loaded)
        #expect(viewModel.errorMessage == nil)
        #expect(viewModel.todos.map(\.title) == ["Buy milk", "Write report"])
        #expect(viewModel.projectName(of: viewModel.todos[0]) == "Home")
    }

    @Test("filtering by project name, ignoring case, keeps that project's todos")
    func filterByProject() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home, Sample.work], todos: Sample.todos())
        let viewModel = repositories.todoList()

        await viewModel.filter(TodoListOptions(completion: .any, projectName: "wORK"))

        #expect(viewModel.todos.map(\.title) == ["Write report"])
    }

    @Test("sorting by priority descending with a limit shows the first page and counts the rest")
    func sortAndLimit() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home, Sample.work], todos: Sample.todos())
        let viewModel = repositories.todoList()

        await viewModel.filter(TodoListOptions(completion: .any, sort: TodoSort(.priority, .descending), limit: 1))

        #expect(viewModel.todos.map(\.title) == ["Buy milk"])
        #expect(viewModel.matchingCount == 3)
    }

    @Test("an unknown project name fails with a message naming the projects that exist")
    func unknownProject() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home], todos: [])
        let viewModel = repositories.todoList()

        await viewModel.filter(TodoListOptions(projectName: "Garden"))

        #expect(viewModel.state == .failed)
        #expect(viewModel.errorMessage == "No project is named \"Garden\" (projects are \"Home\").")
        #expect(viewModel.repositoryError == nil)
    }

    @Test("add stores the todo in the named project and lists it")
    func addStoresTodo() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home])
        let viewModel = repositories.todoList()

        let added = await viewModel.add(Todo(title: "  Water plants ", priority: .high), projectName: "home")

        #expect(added?.title == "Water plants")
        #expect(added?.projectID == Sample.home.id)
        #expect(viewModel.todos.map(\.title) == ["Water plants"])
        #expect(try await repositories.todos.count(matching: .all) == 1)
    }

    @Test("adding an empty title fails with the validation rule as a sentence and stores nothing")
    func addEmptyTitle() async throws {
        let repositories = try await SeededRepositories()
        let viewModel = repositories.todoList()

        let added = await viewModel.add(Todo(title: "   "))

        #expect(added == nil)
        #expect(viewModel.state == .failed)
        #expect(viewModel.errorMessage == "Title must not be empty.")
        guard case .validation(let error)? = viewModel.repositoryError else {
            Issue.record("expected a validation error, got \(String(describing: viewModel.repositoryError))")
            return
        }
        #expect(error.field == "title")
        #expect(try await repositories.todos.count(matching: .all) == 0)
    }

    @Test("toggle marks an open todo done, which drops it from the open list")
    func toggleCompletes() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home, Sample.work], todos: Sample.todos())
        let viewModel = repositories.todoList()
        await viewModel.load()

        let toggled = await viewModel.toggle(id: Fixtures.id(0xA1))

        #expect(toggled?.isCompleted == true)
        #expect(viewModel.todos.map(\.title) == ["Write report"])
        #expect(try await repositories.todos.fetch(id: Fixtures.id(0xA1)).isCompleted)
    }

    @Test("deleting a missing todo reports it by short id")
    func deleteMissing() async throws {
        let repositories = try await SeededRepositories()
        let viewModel = repositories.todoList()

        let deleted = await viewModel.delete(id: Fixtures.id(0xFF))

        #expect(!deleted)
        #expect(viewModel.errorMessage == "There is no todo with id 000000ff.")
    }

    @Test("a unique id prefix finds its todo, ignoring case and hyphens")
    func uniquePrefix() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home, Sample.work], todos: Sample.todos())
        let viewModel = repositories.todoList()

        let found = await viewModel.todo(idPrefix: "000000B")

        #expect(found?.title == "Call mum")
    }

    @Test("an ambiguous id prefix fails listing every candidate")
    func ambiguousPrefix() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home, Sample.work], todos: Sample.todos())
        let viewModel = repositories.todoList()

        let found = await viewModel.todo(idPrefix: "000000a")

        #expect(found == nil)
        let message = try #require(viewModel.errorMessage)
        #expect(message.hasPrefix("The id prefix \"000000a\" is ambiguous; it matches:"))
        #expect(message.contains("000000a1-0000-4000-8000-0000000000a1  Buy milk"))
        #expect(message.contains("000000a2-0000-4000-8000-0000000000a2  Write report"))
        #expect(!message.contains("Call mum"))
    }

    @Test("a prefix with a non-hex character is refused as not an id")
    func nonHexPrefix() async throws {
        let repositories = try await SeededRepositories(todos: Sample.todos().filter { $0.projectID == nil })
        let viewModel = repositories.todoList()

        #expect(await viewModel.todo(idPrefix: "xyz") == nil)
        #expect(viewModel.errorMessage?.contains("not an id") == true)
    }

    @Test("a list filtered by project reads the projects once, for both the filter and the names")
    func projectFilterReadsProjectsOnce() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home, Sample.work], todos: Sample.todos())
        let projects = CountingProjectRepository(repositories.projects)
        let viewModel = TodoListViewModel(todoRepository: repositories.todos, projectRepository: projects)

        await viewModel.filter(TodoListOptions(completion: .any, projectName: "home"))

        #expect(viewModel.todos.map(\.title) == ["Buy milk"])
        #expect(viewModel.projectName(of: viewModel.todos[0]) == "Home")
        #expect(projects.reads == CountingProjectRepository.Reads(fetchAll: 1, fetchByID: 0))
    }
}
