import Data
import Domain
import Foundation
import Presentation
import Testing

@Suite("A name is found by the repository's lookup by it; every record is read only to list a miss")
@MainActor
struct NameLookupReadsTests {
    private let projects = CountingProjectRepository(
        ProjectRepositoryImpl(dataSource: DataStore.inMemory().projectDataSource()))

    @Test("a detail view model finds a name with one lookup and reads no list")
    func detailHit() async throws {
        let home = try await projects.create(Project(name: "Home"))
        let viewModel = ProjectDetailViewModel(projectRepository: projects)

        #expect(await viewModel.load(named: "home"))
        #expect(viewModel.project == home)
        #expect(projects.reads == CountingProjectRepository.Reads(fetchAll: 0, fetchByID: 0, fetchByName: 1))
    }

    @Test("a name no project has is looked up, then every project is read to list the names")
    func detailMiss() async throws {
        _ = try await projects.create(Project(name: "Work"))
        let viewModel = ProjectDetailViewModel(projectRepository: projects)

        #expect(!(await viewModel.load(named: "Home")))
        #expect(viewModel.errorMessage == "No project is named \"Home\" (projects are \"Work\").")
        #expect(projects.reads == CountingProjectRepository.Reads(fetchAll: 1, fetchByID: 0, fetchByName: 1))
    }

    @Test("a reference option given the repository's lookup finds a name and reads no list")
    func referenceHit() async throws {
        let home = try await projects.create(Project(name: "Home"))
        let repository = projects
        let finder = ReferenceFinder(
            "project", pluralWords: "projects", repository: repository, all: ProjectQuery(), key: { $0.name },
            lookup: { try await repository.fetch(name: $0) }, label: { $0.name })

        #expect(try await finder.id(named: "HOME").get() == home.id)
        #expect(projects.reads == CountingProjectRepository.Reads(fetchAll: 0, fetchByID: 0, fetchByName: 1))
    }
}
