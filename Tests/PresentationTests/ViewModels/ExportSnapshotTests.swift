import Domain
import Foundation
import Presentation
import TestSupport
import Testing

/// An export is one moment of the store: another process writing while it reads (the server's
/// other clients, a second `demo`) never leaves it with todos of a project it does not list, or
/// projects as they were before the todos it lists.
@Suite("Export while another writer changes the store")
@MainActor
struct ExportSnapshotTests {
    @Test("a write between the project and todo reads is not half in the export")
    func writeBetweenReads() async throws {
        let seeded = try await SeededRepositories(projects: [Sample.home, Sample.work], todos: Sample.todos())
        let garden = Project(id: Fixtures.id(3), name: "Garden", createdAt: Fixtures.date(4))
        let weeds = Todo(id: Fixtures.id(0xC4), title: "Pull weeds", projectID: garden.id, createdAt: Fixtures.date(5))
        let (projects, todos) = (seeded.projects, seeded.todos)
        let racing = WriteBeforeReadTodoRepository(seeded.todos, writes: 1) { _ in
            _ = try await projects.update(id: Sample.home.id) { $0.name = "Household" }
            _ = try await projects.create(garden)
            _ = try await todos.create(weeds)
        }
        let viewModel = TransferViewModel(
            todoRepository: racing, projectRepository: seeded.projects, unitOfWork: seeded.unitOfWork)

        let exported = try #require(await viewModel.export(), "\(viewModel.errorMessage ?? "")")

        #expect(racing.writes == 1)
        let now = try #require(await seeded.transfer().export())
        #expect(exported == now, "the export mixes the store before and after the write")
        #expect(exported.contains(#""name":"Household""#))
        #expect(exported.contains(#""projectId":"\#(garden.id.uuidString.lowercased())""#))
    }

    @Test("a store that changes between every pair of reads fails the export and says why")
    func storeThatNeverSettles() async throws {
        let seeded = try await SeededRepositories(projects: [Sample.home], todos: [])
        let projects = seeded.projects
        let racing = WriteBeforeReadTodoRepository(seeded.todos, writes: 100) { number in
            _ = try await projects.update(id: Sample.home.id) { $0.name = "Home \(number)" }
        }
        let viewModel = TransferViewModel(
            todoRepository: racing, projectRepository: seeded.projects, unitOfWork: seeded.unitOfWork)

        #expect(await viewModel.export() == nil)

        // docs/DEMO.md promises 5 tries: one write before each of them.
        #expect(racing.writes == 5)
        #expect(
            viewModel.errorMessage?.contains("kept changing while it was exported; export again when it is quiet")
                == true, "\(viewModel.errorMessage ?? "no message")")
    }
}
