import Domain
import Foundation
import Presentation
import TestSupport
import Testing

/// Callers tell failures apart by ``ActionFailure``'s case, never by the wording: each test
/// names the case and its values, and that the sentence is the one ``ActionFailure/message``
/// makes of them.
@Suite("view models report why an action failed as a typed ActionFailure")
@MainActor
struct ActionFailureTests {
    @Test("an ambiguous prefix carries the candidates, in id order, and whether there are more")
    func ambiguousPrefix() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home, Sample.work], todos: Sample.todos())
        let viewModel = repositories.todoList()

        #expect(await viewModel.todo(idPrefix: "000000a") == nil)

        guard case .ambiguousIDPrefix(let prefix, let candidates, let more) = viewModel.failure else {
            Issue.record("expected an ambiguous prefix, got \(String(describing: viewModel.failure))")
            return
        }
        #expect(prefix == "000000a")
        #expect(candidates.map(\.label) == ["Buy milk", "Write report"])
        #expect(!more)
        #expect(viewModel.errorMessage == viewModel.failure?.message)
        #expect(viewModel.repositoryError == nil)
    }

    @Test("an unknown project carries the name asked for and the names there are")
    func unknownProject() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home, Sample.work], todos: [])
        let viewModel = repositories.todoList()

        await viewModel.filter(TodoListOptions(projectName: "Garden"))

        guard case .noMatchForName(let name, "project", "projects", let known) = viewModel.failure else {
            Issue.record("expected an unknown project, got \(String(describing: viewModel.failure))")
            return
        }
        #expect(name == "Garden")
        #expect(Set(known) == ["Home", "Work"])
    }

    @Test("no match and not an id are told apart")
    func noMatchAndNotAnID() async throws {
        let repositories = try await SeededRepositories(todos: Sample.todos().filter { $0.projectID == nil })
        let viewModel = repositories.todoList()

        #expect(await viewModel.todo(idPrefix: "fffff") == nil)
        guard case .noMatchForPrefix("fffff", entityWords: "todo") = viewModel.failure else {
            Issue.record("expected no todo with that prefix, got \(String(describing: viewModel.failure))")
            return
        }
        #expect(await viewModel.todo(idPrefix: "xyz") == nil)
        guard case .notAnID("xyz") = viewModel.failure else {
            Issue.record("expected not an id, got \(String(describing: viewModel.failure))")
            return
        }
    }

    @Test("a repository's failure is kept whole, and a success clears the failure")
    func repositoryFailureThenSuccess() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home], todos: [])
        let viewModel = repositories.todoDetail()
        let missing = UUID()

        #expect(await viewModel.load(idPrefix: missing.uuidString) == false)
        guard case .repository(let error) = viewModel.failure else {
            Issue.record("expected a repository error, got \(String(describing: viewModel.failure))")
            return
        }
        #expect(error.isNotFound(missing))
        #expect(viewModel.repositoryError?.isNotFound(missing) == true)

        let created = await viewModel.create(Todo(title: "Found"))
        #expect(created)
        #expect(viewModel.failure == nil)
        #expect(viewModel.errorMessage == nil)
    }

    @Test("an action with nothing loaded names no entity kind: every entity's detail view model throws it")
    func nothingLoaded() async throws {
        let repositories = try await SeededRepositories(todos: [])
        let viewModel = repositories.todoDetail()

        #expect(await viewModel.delete() == false)

        guard case .nothingLoaded = viewModel.failure else {
            Issue.record("expected nothing loaded, got \(String(describing: viewModel.failure))")
            return
        }
        #expect(viewModel.errorMessage == "Nothing is loaded.")
    }

    @Test("an ambiguous prefix's message lists each candidate by id and label, and says when there are more")
    func ambiguousPrefixMessage() {
        let candidates = [
            IDCandidate(id: Fixtures.id(0xA1), label: "Buy milk"),
            IDCandidate(id: Fixtures.id(0xA2), label: "Write report"),
        ]

        #expect(
            ActionFailure.ambiguousIDPrefix("000000a", candidates: candidates, more: true).message == """
                The id prefix "000000a" is ambiguous; it matches:
                  000000a1-0000-4000-8000-0000000000a1  Buy milk
                  000000a2-0000-4000-8000-0000000000a2  Write report
                  ... and more; type more digits
                """)
    }
}
