//
//  TodoViewModelTests.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Data
import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@Suite("Todo view models")
@MainActor
struct TodoViewModelTests {
    private let store = DataStore.inMemory()
    private let repository: any TodoRepositoryProtocol

    /// A store holding the records the samples refer to.
    init() async throws {
        repository = TodoRepositoryImpl(dataSource: store.todoDataSource())
        try await TodoReferred(projectRepository: ProjectRepositoryImpl(dataSource: store.projectDataSource())).seed()
    }

    /// A detail view model over the store, as the composition root makes it.
    private func detail() -> TodoDetailViewModel {
        TodoDetailViewModel(
            todoRepository: repository, projectRepository: ProjectRepositoryImpl(dataSource: store.projectDataSource()))
    }

    @Test("create stores the todo and load finds it again by the start of its id")
    func createThenLoadByPrefix() async throws {
        let viewModel = detail()
        #expect(await viewModel.create(TodoContract.sample(1)))

        let other = detail()
        #expect(await other.load(idPrefix: String(Fixtures.id(1).uuidString.lowercased().prefix(8))))

        #expect(other.todo == viewModel.todo)
        #expect(other.state == .loaded)
    }

    @Test("edit changes only what the change touches, in the store")
    func editChangesTheStoredValue() async throws {
        let original = try await repository.create(TodoContract.sample(1))
        let viewModel = detail()
        await viewModel.load(idPrefix: original.id.uuidString)

        #expect(await viewModel.edit { $0.title = "changed" })

        let stored = try await repository.fetch(id: original.id)
        #expect(stored.title == "changed")
        var expected = original
        expected.title = "changed"
        expected.updatedAt = stored.updatedAt
        #expect(stored == expected)
        #expect(viewModel.todo == stored)
    }

    @Test("an unknown prefix fails naming the todo and shows none; an ambiguous one lists the candidates")
    func prefixFailures() async throws {
        _ = try await repository.createAll([TodoContract.sample(1), TodoContract.sample(2)])
        let viewModel = detail()

        #expect(!(await viewModel.load(idPrefix: "fffff")))
        guard case .noMatchForPrefix("fffff", "todo") = viewModel.failure else {
            Issue.record("expected noMatchForPrefix, got \(String(describing: viewModel.failure))")
            return
        }
        #expect(viewModel.errorMessage == "No todo has an id starting with \"fffff\".")
        #expect(viewModel.todo == nil)

        #expect(!(await viewModel.load(idPrefix: "0000000")))
        guard case .ambiguousIDPrefix("0000000", let candidates, more: false) = viewModel.failure else {
            Issue.record("expected ambiguousIDPrefix, got \(String(describing: viewModel.failure))")
            return
        }
        #expect(candidates.map(\.id) == [Fixtures.id(1), Fixtures.id(2)])
    }

    @Test("delete removes the loaded todo and keeps it shown")
    func deleteRemoves() async throws {
        let original = try await repository.create(TodoContract.sample(1))
        let viewModel = detail()
        await viewModel.load(idPrefix: original.id.uuidString)

        #expect(await viewModel.delete())

        #expect(try await repository.count(matching: .all) == 0)
        #expect(viewModel.todo == original)
        #expect(!(await viewModel.delete()))
        #expect(viewModel.repositoryError?.isNotFound(original.id) == true)
    }

    @Test("the detail names the project its project ID refers to, read with it, rather than its whole id")
    func detailNamesProjectID() async throws {
        let stored = try await repository.create(TodoContract.sample(1))
        let viewModel = detail()
        #expect(await viewModel.load(idPrefix: stored.id.uuidString))

        #expect(viewModel.referenceNames[Fixtures.id(100)] != nil)
        let text = TodoDetailView.render(
            viewModel, context: RenderContext(terminal: .pipe, timeZone: .current, now: Fixtures.date()))
        #expect(!text.contains(Fixtures.id(100).uuidString.lowercased()))
    }

    @Test("the list shows one page of the query and counts every match")
    func listPagesAndCounts() async throws {
        let all = (1...5).map { TodoContract.sample($0, seconds: Int64($0)) }
        _ = try await repository.createAll(all)
        let viewModel = TodoListViewModel(
            todoRepository: repository, projectRepository: ProjectRepositoryImpl(dataSource: store.projectDataSource()))

        await viewModel.filter(TodoQuery(sort: TodoSort(.createdAt, .descending), page: Page(limit: 2)))

        #expect(viewModel.todos.map(\.id) == [Fixtures.id(5), Fixtures.id(4)])
        #expect(viewModel.matchingCount == 5)
    }

    @Test("add and delete reload the list")
    func addAndDeleteReload() async throws {
        let viewModel = TodoListViewModel(
            todoRepository: repository, projectRepository: ProjectRepositoryImpl(dataSource: store.projectDataSource()))
        await viewModel.load()
        #expect(viewModel.todos.isEmpty)

        let added = await viewModel.add(TodoContract.sample(1))
        #expect(viewModel.todos.map(\.id) == [Fixtures.id(1)])
        #expect(await viewModel.todo(idPrefix: "00000001") == added)

        #expect(await viewModel.delete(id: Fixtures.id(1)))
        #expect(viewModel.todos.isEmpty)
        #expect(viewModel.matchingCount == 0)
    }

    @Test("export writes every todo; the file imported into a new store brings them back, then skips them")
    func exportThenImportIntoANewStore() async throws {
        let source = DataStore.inMemory()
        try await TodoReferred(projectRepository: ProjectRepositoryImpl(dataSource: source.projectDataSource())).seed()
        let stored = try await TodoRepositoryImpl(dataSource: source.todoDataSource())
            .createAll([TodoContract.sample(1), TodoContract.varied(2), TodoContract.varied(3)])
        let text = try #require(await Self.transfer(source).export())

        let target = DataStore.inMemory()
        let importer = Self.transfer(target)
        #expect(await importer.importLines(text), "\(importer.problems)")
        let imported = try await TodoRepositoryImpl(dataSource: target.todoDataSource())
            .fetchAll(TodoQuery())
        #expect(Set(imported) == Set(stored))
        #expect(await importer.importLines(text))
        // The records referred to came along, four of each entity (Referred.seed()).
        #expect(importer.summary.unchanged == stored.count + 4)
    }

    /// Export and import over `store`, with the todo lines beside projects and todos, as
    /// the composition root makes them.
    private static func transfer(_ store: DataStore) -> TransferViewModel {
        let todos = TodoRepositoryImpl(dataSource: store.todoDataSource())
        let projects = ProjectRepositoryImpl(dataSource: store.projectDataSource())
        return TransferViewModel(
            importing: ImportUseCase(unitOfWork: store.unitOfWork()),
            exporting: ExportUseCase(todoRepository: todos, projectRepository: projects),
            entities: [
                .project(ProjectRepositoryImpl(dataSource: store.projectDataSource())),
                .todo(TodoRepositoryImpl(dataSource: store.todoDataSource())),
            ])
    }
}
