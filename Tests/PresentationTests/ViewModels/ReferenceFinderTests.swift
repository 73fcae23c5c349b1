import Data
import Domain
import Foundation
import Presentation
import Testing

@Suite("A reference option finds the record it names as Todo's --project does")
struct ReferenceFinderTests {
    private let repository = ProjectRepositoryImpl(dataSource: DataStore.inMemory().projectDataSource())

    private var finder: ReferenceFinder<Project> {
        ReferenceFinder(
            "project", pluralWords: "projects", repository: repository, all: ProjectQuery(), key: { $0.name },
            lookup: { [repository] in try await repository.fetch(name: $0) }, label: { $0.name })
    }

    @Test("a name is found ignoring case, an id or the start of one as well")
    func byNameOrID() async throws {
        let home = try await repository.create(Project(name: "Home"))

        #expect(try await finder.id(named: "HOME").get() == home.id)
        #expect(try await finder.id(named: String(home.id.uuidString.prefix(6))).get() == home.id)
    }

    @Test("an unknown name fails as an unknown --project does, listing the names there are")
    func unknownName() async throws {
        _ = try await repository.create(Project(name: "Work"))

        guard case .failure(let failure) = await finder.id(named: "Home"),
            case .noMatchForName("Home", "project", "projects", ["Work"]) = failure
        else {
            Issue.record("expected noMatchForName")
            return
        }
        #expect(failure.message == "No project is named \"Home\" (projects are \"Work\").")
    }
}
