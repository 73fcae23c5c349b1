import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@Suite("ProjectListViewModel")
@MainActor
struct ProjectListViewModelTests {
    @Test("load lists projects by name with their open-todo counts")
    func loadCounts() async throws {
        var todos = Sample.todos()
        todos.append(Todo(title: "Done at home", isCompleted: true, projectID: Sample.home.id))
        let repositories = try await SeededRepositories(projects: [Sample.work, Sample.home], todos: todos)
        let viewModel = repositories.projectList()

        await viewModel.load()
        let openCounts = await viewModel.openTodoCounts(in: repositories.todos)

        #expect(viewModel.projects.map(\.name) == ["Home", "Work"])
        #expect(openCounts?[Sample.home.id] == 1)
        #expect(openCounts?[Sample.work.id] == 1)
    }

    @Test("adding a name that differs only in case is refused as a conflict")
    func addDuplicate() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home])
        let viewModel = repositories.projectList()

        #expect(await viewModel.add(Project(name: "HOME")) == nil)

        guard case .conflict? = viewModel.repositoryError else {
            Issue.record("expected a conflict, got \(String(describing: viewModel.repositoryError))")
            return
        }
        #expect(viewModel.errorMessage?.hasPrefix("Another project has the name \"HOME\"") == true)
    }

    @Test("rename finds the project by name and stores the new name")
    func rename() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home])
        let viewModel = repositories.projectList()

        let renamed = await viewModel.rename("home", to: "House")

        #expect(renamed?.name == "House")
        #expect(viewModel.projects.map(\.name) == ["House"])
    }

    @Test("deleting a project that has todos is refused and the project stays")
    func deleteInUse() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home, Sample.work], todos: Sample.todos())
        let viewModel = repositories.projectList()

        #expect(await viewModel.delete(named: "Home") == nil)

        #expect(viewModel.errorMessage == "Project \"Home\" still has 1 todo; move or delete it first.")
        #expect(try await repositories.projects.count(matching: .all) == 2)
    }

    @Test("deleting an empty project removes it")
    func deleteEmpty() async throws {
        let repositories = try await SeededRepositories(projects: [Sample.home])
        let viewModel = repositories.projectList()

        #expect(await viewModel.delete(named: "Home")?.id == Sample.home.id)
        #expect(viewModel.projects.isEmpty)
    }

    @Test("a name typed decomposed (NFD) finds, renames and removes the project stored composed (NFC)")
    func decomposedNameFindsComposedProject() async throws {
        let cafe = Project(name: "Caf\u{E9}")
        let repositories = try await SeededRepositories(projects: [cafe])
        let viewModel = repositories.projectList()

        #expect(await viewModel.add(Project(name: "CAFE\u{301}")) == nil)
        #expect(await viewModel.rename("cafe\u{301}", to: "Caf\u{E9}s")?.id == cafe.id)
        #expect(await viewModel.delete(named: "CAFE\u{301}S")?.id == cafe.id)
        #expect(try await repositories.projects.count(matching: .all) == 0)
    }
}
