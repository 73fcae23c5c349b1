import Domain
import Foundation
import TestSupport
import Testing

@Suite("Renaming and removing a project by name")
struct ProjectUseCasesTests {
    static let home = Project(id: Fixtures.id(1), name: "Home", createdAt: Fixtures.date())
    static let work = Project(id: Fixtures.id(2), name: "Work", createdAt: Fixtures.date())

    @Test("rename finds the project by name, ignoring case, and renames it by id")
    func rename() async throws {
        let updated = Calls<UUID>()
        let projects = StubProjectRepository { stubs in
            stubs.fetchAll = { _ in [Self.home, Self.work] }
            stubs.update = { id, change throws(RepositoryError) in
                updated.record(id)
                var project = Self.work
                do throws(ValidationError) {
                    try change(&project)
                } catch {
                    throw .validation(error)
                }
                return project
            }
        }

        let renamed = try await RenameProjectUseCase(projectRepository: projects).execute(named: "WORK", to: "Office")

        #expect(renamed.name == "Office")
        #expect(updated.all == [Self.work.id])
    }

    @Test("renaming a project no one has changes nothing and names the projects there are")
    func renameUnknown() async throws {
        // update is not stubbed: a write would fail the test.
        let projects = StubProjectRepository { $0.fetchAll = { _ in [Self.home] } }

        await #expect(throws: UnknownProjectError(name: "Work", known: ["Home"])) {
            try await RenameProjectUseCase(projectRepository: projects).execute(named: "Work", to: "Office")
        }
    }

    @Test("remove deletes the project of that name and returns it as it was")
    func remove() async throws {
        let deleted = Calls<UUID>()
        let projects = StubProjectRepository { stubs in
            stubs.fetchAll = { _ in [Self.home, Self.work] }
            stubs.delete = { id in deleted.record(id) }
        }

        let removed = try await RemoveProjectUseCase(projectRepository: projects).execute(named: "home")

        #expect(removed == Self.home)
        #expect(deleted.all == [Self.home.id])
    }

    @Test("a project that still has todos is not removed: the repository's conflict comes back whole")
    func removeWithTodos() async throws {
        let refusal = RepositoryError.conflict(
            .stillReferenced(entity: "todo"), reason: "project \"Home\" still has todos; move or delete them first")
        let projects = StubProjectRepository { stubs in
            stubs.fetchAll = { _ in [Self.home] }
            stubs.delete = { _ throws(RepositoryError) in throw refusal }
        }

        let error = await #expect(throws: RepositoryError.self) {
            try await RemoveProjectUseCase(projectRepository: projects).execute(named: "Home")
        }

        #expect(error?.conflictKind == .stillReferenced(entity: "todo"))
        #expect(error?.description == refusal.description)
    }

    @Test("removing a project no one has deletes nothing")
    func removeUnknown() async throws {
        let projects = StubProjectRepository { $0.fetchAll = { _ in [] } }

        await #expect(throws: UnknownProjectError(name: "Home", known: [])) {
            try await RemoveProjectUseCase(projectRepository: projects).execute(named: "Home")
        }
    }
}
