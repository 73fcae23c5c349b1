import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@Suite("TransferViewModel writes an import through the unit of work")
@MainActor
struct TransferViewModelUnitOfWorkTests {
    static let lines = """
        {"type":"project","name":"Home"}
        {"title":"One","project":"Home"}
        {"title":"Two","project":"Home"}
        {"title":"Three"}
        """

    @Test("an import is one commit holding its new projects and all of its todos")
    func oneCommit() async throws {
        let repositories = try await SeededRepositories()
        let unitOfWork = RecordingUnitOfWork()
        let viewModel = TransferViewModel(
            todoRepository: repositories.todos, projectRepository: repositories.projects, unitOfWork: unitOfWork)

        #expect(await viewModel.importLines(Self.lines))

        let batches = unitOfWork.committed
        #expect(batches.count == 1)
        let projects = batches.first?.creates(of: Project.self) ?? []
        let todos = batches.first?.creates(of: Todo.self) ?? []
        #expect(projects.map(\.name) == ["Home"])
        #expect(todos.map(\.title) == ["One", "Two", "Three"])
        #expect(todos.map(\.projectID) == [projects.first?.id, projects.first?.id, nil])
        // Nothing went around the unit of work, through the repositories.
        #expect(try await repositories.projects.count(matching: .all) == 0)
        #expect(try await repositories.todos.count(matching: .all) == 0)
    }

    @Test("an import that replaces stored rows is one commit holding the replacements beside the new rows")
    func replacementsInTheSameCommit() async throws {
        let home = Project(id: Fixtures.id(1), name: "Home")
        let stored = Todo(id: Fixtures.id(10), title: "Stored", projectID: home.id)
        let repositories = try await SeededRepositories(projects: [home], todos: [stored])
        let unitOfWork = RecordingUnitOfWork()
        let viewModel = TransferViewModel(
            todoRepository: repositories.todos, projectRepository: repositories.projects, unitOfWork: unitOfWork)
        let lines = """
            {"type":"project","id":"\(home.id.uuidString)","name":"House"}
            {"id":"\(stored.id.uuidString)","title":"Replaced","project":"House"}
            {"title":"New","project":"House"}
            """

        #expect(await viewModel.importLines(lines, replace: true))

        let batches = unitOfWork.committed
        #expect(batches.count == 1)
        #expect(batches.first?.replacements(of: Project.self).map(\.name) == ["House"])
        #expect(batches.first?.replacements(of: Todo.self).map(\.title) == ["Replaced"])
        #expect(batches.first?.creates(of: Todo.self).map(\.title) == ["New"])
        // Nothing went around the unit of work: the stored rows are as they were.
        #expect(try await repositories.projects.fetch(id: home.id).name == "Home")
        #expect(try await repositories.todos.fetch(id: stored.id).title == "Stored")
    }

    @Test("a refused commit is the import's error, with the repository error kept")
    func refusedCommit() async throws {
        let repositories = try await SeededRepositories()
        let refusal = RepositoryError.conflict(
            .duplicateKey(field: "name"), reason: "a project named \"Home\" exists already")
        let viewModel = TransferViewModel(
            todoRepository: repositories.todos, projectRepository: repositories.projects,
            unitOfWork: RecordingUnitOfWork(failing: refusal))

        #expect(await viewModel.importLines(Self.lines) == false)

        #expect(viewModel.errorMessage == refusal.userMessage)
        #expect(viewModel.repositoryError?.isConflict == true)
        #expect(viewModel.imported == (0, 0))
    }
}
