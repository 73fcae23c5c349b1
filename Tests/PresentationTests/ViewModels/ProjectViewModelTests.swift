//
//  ProjectViewModelTests.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Data
import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@Suite("Project view models")
@MainActor
struct ProjectViewModelTests {
    private let store = DataStore.inMemory()
    private let repository: any ProjectRepositoryProtocol

    init() {
        repository = ProjectRepositoryImpl(dataSource: store.projectDataSource())
    }

    /// A detail view model over the store, as the composition root makes it.
    private func detail() -> ProjectDetailViewModel {
        ProjectDetailViewModel(projectRepository: repository)
    }

    @Test("create stores the project and load finds it again by the start of its id")
    func createThenLoadByPrefix() async throws {
        let viewModel = detail()
        #expect(await viewModel.create(ProjectContract.sample(1)))

        let other = detail()
        #expect(await other.load(idPrefix: String(Fixtures.id(1).uuidString.lowercased().prefix(8))))

        #expect(other.project == viewModel.project)
        #expect(other.state == .loaded)
    }

    @Test("edit changes only what the change touches, in the store")
    func editChangesTheStoredValue() async throws {
        let original = try await repository.create(ProjectContract.sample(1))
        let viewModel = detail()
        await viewModel.load(idPrefix: original.id.uuidString)

        #expect(await viewModel.edit { $0.name = "changed" })

        let stored = try await repository.fetch(id: original.id)
        #expect(stored.name == "changed")
        var expected = original
        expected.name = "changed"
        expected.updatedAt = stored.updatedAt
        #expect(stored == expected)
        #expect(viewModel.project == stored)
    }

    @Test("an unknown prefix fails naming the project and shows none; an ambiguous one lists the candidates")
    func prefixFailures() async throws {
        _ = try await repository.createAll([ProjectContract.sample(1), ProjectContract.sample(2)])
        let viewModel = detail()

        #expect(!(await viewModel.load(idPrefix: "fffff")))
        guard case .noMatchForPrefix("fffff", "project") = viewModel.failure else {
            Issue.record("expected noMatchForPrefix, got \(String(describing: viewModel.failure))")
            return
        }
        #expect(viewModel.errorMessage == "No project has an id starting with \"fffff\".")
        #expect(viewModel.project == nil)

        #expect(!(await viewModel.load(idPrefix: "0000000")))
        guard case .ambiguousIDPrefix("0000000", let candidates, more: false) = viewModel.failure else {
            Issue.record("expected ambiguousIDPrefix, got \(String(describing: viewModel.failure))")
            return
        }
        #expect(candidates.map(\.id) == [Fixtures.id(1), Fixtures.id(2)])
    }

    @Test("delete removes the loaded project and keeps it shown")
    func deleteRemoves() async throws {
        let original = try await repository.create(ProjectContract.sample(1))
        let viewModel = detail()
        await viewModel.load(idPrefix: original.id.uuidString)

        #expect(await viewModel.delete())

        #expect(try await repository.count(matching: .all) == 0)
        #expect(viewModel.project == original)
        #expect(!(await viewModel.delete()))
        #expect(viewModel.repositoryError?.isNotFound(original.id) == true)
    }

    @Test("the list shows one page of the query and counts every match")
    func listPagesAndCounts() async throws {
        let all = (1...5).map { ProjectContract.sample($0, seconds: Int64($0)) }
        _ = try await repository.createAll(all)
        let viewModel = ProjectListViewModel(projectRepository: repository)

        await viewModel.filter(ProjectQuery(sort: ProjectSort(.createdAt, .descending), page: Page(limit: 2)))

        #expect(viewModel.projects.map(\.id) == [Fixtures.id(5), Fixtures.id(4)])
        #expect(viewModel.matchingCount == 5)
    }

    @Test("add and delete reload the list")
    func addAndDeleteReload() async throws {
        let viewModel = ProjectListViewModel(projectRepository: repository)
        await viewModel.load()
        #expect(viewModel.projects.isEmpty)

        let added = await viewModel.add(ProjectContract.sample(1))
        #expect(viewModel.projects.map(\.id) == [Fixtures.id(1)])
        #expect(await viewModel.project(idPrefix: "00000001") == added)

        #expect(await viewModel.delete(id: Fixtures.id(1)))
        #expect(viewModel.projects.isEmpty)
        #expect(viewModel.matchingCount == 0)
    }

    @Test("export writes every project; the file imported into a new store brings them back, then skips them")
    func exportThenImportIntoANewStore() async throws {
        let source = DataStore.inMemory()
        let stored = try await ProjectRepositoryImpl(dataSource: source.projectDataSource())
            .createAll([ProjectContract.sample(1), ProjectContract.varied(2), ProjectContract.varied(3)])
        let text = try #require(await Self.transfer(source).export())

        let target = DataStore.inMemory()
        let importer = Self.transfer(target)
        #expect(await importer.importLines(text), "\(importer.problems)")
        let imported = try await ProjectRepositoryImpl(dataSource: target.projectDataSource())
            .fetchAll(ProjectQuery())
        #expect(Set(imported) == Set(stored))
        #expect(await importer.importLines(text))
        #expect(importer.summary.unchanged == stored.count)
    }

    @Test("an import line without an id is the stored project with the same unique value, not a second one")
    func importLineWithoutIDNamesTheStoredOne() async throws {
        let id = try await repository.create(ProjectContract.sample(1)).id.uuidString.lowercased()
        let text = try #require(await Self.transfer(store).export())
        let line = try #require(text.split(separator: "\n").first { $0.contains(#""id":"\#(id)""#) })
        let withoutID = line.replacingOccurrences(of: #""id":"\#(id)","#, with: "")

        let importer = Self.transfer(store)
        #expect(await importer.importLines(withoutID), "\(importer.problems)")
        #expect(importer.summary.unchanged == 1)
        #expect(try await repository.count(matching: .all) == 1)
    }

    /// Export and import over `store`, with the project lines beside projects and todos, as
    /// the composition root makes them.
    private static func transfer(_ store: DataStore) -> TransferViewModel {
        let todos = TodoRepositoryImpl(dataSource: store.todoDataSource())
        let projects = ProjectRepositoryImpl(dataSource: store.projectDataSource())
        return TransferViewModel(
            importing: ImportUseCase(unitOfWork: store.unitOfWork()),
            exporting: ExportUseCase(todoRepository: todos, projectRepository: projects),
            entities: [
                .project(ProjectRepositoryImpl(dataSource: store.projectDataSource()))
            ])
    }
}
