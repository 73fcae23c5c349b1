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

    @Test("the streamed export hands on one page of todos at a time, and takes it all back when a project changed")
    func streamedPagesStartAgain() async throws {
        let many = (0..<2_500).map { number in
            Todo(
                id: Fixtures.id(0x1000 + number), title: "Todo \(number)", projectID: Sample.home.id,
                createdAt: Fixtures.date(Int64(number)))
        }
        let seeded = try await SeededRepositories(projects: [Sample.home], todos: many)
        let projects = seeded.projects
        let racing = WriteBeforeReadTodoRepository(seeded.todos, writes: 1) { _ in
            _ = try await projects.update(id: Sample.home.id) { $0.name = "Household" }
        }
        let viewModel = TransferViewModel(
            todoRepository: racing, projectRepository: seeded.projects, unitOfWork: seeded.unitOfWork)
        var pieces: [String] = []
        var restarts = 0

        let written = await viewModel.export(
            restart: {
                restarts += 1
                pieces = []
            }, write: { pieces.append($0) })

        #expect(written, "\(viewModel.errorMessage ?? "")")
        #expect(restarts == 1, "the project renamed during the first walk must start the export again")
        let largest = pieces.map { $0.split(separator: "\n").count }.max() ?? 0
        #expect(largest == 1_000, "each piece is one page of todos (or the projects), never the whole store")
        let now = try #require(await seeded.transfer().export())
        #expect(pieces.joined() == now)
        #expect(now.contains(#""name":"Household""#))
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
