import Domain
import Foundation
import Observation
import Presentation
import TestSupport
import Testing

/// Views re-render through Observation: a property a view reads must tell its observers when an
/// action changes it. Each test reads one published property inside `withObservationTracking`,
/// runs one action, and expects the change to be announced.
@Suite("View-model observation")
@MainActor
struct ViewModelObservationTests {
    @Test("filter(_:) announces the query the new options ask for and the todos it selects")
    func filterAnnouncesOptions() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home, Sample.work], todos: Sample.todos())
        let viewModel = repositories.todoList()
        await viewModel.load()

        let query = ChangeFlag { _ = viewModel.query }
        let todos = ChangeFlag { _ = viewModel.todos }
        await viewModel.filter(TodoListOptions(completion: .done))

        #expect(query.changed)
        #expect(todos.changed)
        #expect(viewModel.query.filter.completion == .done)
    }

    @Test("the todo list announces its todos, count and state when one is added")
    func todoListAnnouncesAdd() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home], todos: [])
        let viewModel = repositories.todoList()
        await viewModel.load()

        let todos = ChangeFlag { _ = viewModel.todos }
        let count = ChangeFlag { _ = viewModel.matchingCount }
        let state = ChangeFlag { _ = viewModel.state }
        #expect(await viewModel.add(Todo(title: "Water plants")) != nil)

        #expect(todos.changed)
        #expect(count.changed)
        #expect(state.changed)
    }

    @Test("a failed action announces its error message")
    func failureAnnouncesError() async throws {
        let repositories = try await SeededRepositories()
        let viewModel = repositories.todoList()

        let message = ChangeFlag { _ = viewModel.errorMessage }
        #expect(await viewModel.toggle(id: Fixtures.id(0xDEAD)) == nil)

        #expect(message.changed)
        #expect(viewModel.errorMessage != nil)
    }

    @Test("the detail view model announces the todo it loads and edits")
    func detailAnnouncesTodo() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home, Sample.work], todos: Sample.todos())
        let viewModel = repositories.todoDetail()

        let loaded = ChangeFlag { _ = viewModel.todo }
        #expect(await viewModel.load(idPrefix: Fixtures.id(0xA1).uuidString))
        #expect(loaded.changed)

        let edited = ChangeFlag { _ = viewModel.todo }
        #expect(await viewModel.setCompleted(true))
        #expect(edited.changed)
        #expect(viewModel.todo?.isCompleted == true)
    }

    @Test("the project list announces its projects and counts")
    func projectListAnnouncesProjects() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home], todos: [])
        let viewModel = repositories.projectList()
        await viewModel.load()

        let projects = ChangeFlag { _ = viewModel.projects }
        #expect(await viewModel.add(Project(name: "Garden")) != nil)

        #expect(projects.changed)
        #expect(viewModel.projects.map(\.name).contains("Garden"))
    }
}

/// Whether what `read` reads was announced as changed since the flag was made: one
/// `withObservationTracking` round, as a SwiftUI view's body would register.
@MainActor
private final class ChangeFlag {
    private(set) var changed = false

    init(_ read: @escaping @MainActor () -> Void) {
        withObservationTracking {
            read()
        } onChange: { [weak self] in
            // onChange runs synchronously inside the mutating setter, on the main actor here.
            MainActor.assumeIsolated { self?.changed = true }
        }
    }
}
