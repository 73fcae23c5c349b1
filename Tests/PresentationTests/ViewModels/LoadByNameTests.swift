import Data
import Domain
import Foundation
import Presentation
import Testing

@Suite("A generated detail view model loads by a unique field's value or by id")
@MainActor
struct LoadByNameTests {
    private let repository = ProjectRepositoryImpl(dataSource: DataStore.inMemory().projectDataSource())

    @Test("a name is found ignoring case and how an accent was typed, before the id it could also start")
    func nameFirst() async throws {
        let cafe = try await repository.create(Project(name: "Caf\u{E9}"))
        let hex = try await repository.create(Project(name: "cafe"))
        let viewModel = ProjectDetailViewModel(projectRepository: repository)

        #expect(await viewModel.load(named: "CAFE\u{301}"))
        #expect(viewModel.project == cafe)
        #expect(await viewModel.load(named: "CAFE"))
        #expect(viewModel.project == hex)
        #expect(await viewModel.load(named: hex.id.uuidString.lowercased()))
        #expect(viewModel.project == hex)
    }

    @Test("a text that is no name and no id fails listing the names there are")
    func unknownName() async throws {
        let viewModel = ProjectDetailViewModel(projectRepository: repository)
        #expect(!(await viewModel.load(named: "Home")))
        #expect(viewModel.errorMessage == "No project is named \"Home\" (there are no projects yet).")

        _ = try await repository.create(Project(name: "Work"))
        #expect(!(await viewModel.load(named: "Home")))
        guard case .noMatchForName("Home", "project", "projects", ["Work"]) = viewModel.failure else {
            Issue.record("expected noMatchForName, got \(String(describing: viewModel.failure))")
            return
        }
        #expect(viewModel.errorMessage == "No project is named \"Home\" (projects are \"Work\").")
    }
}
