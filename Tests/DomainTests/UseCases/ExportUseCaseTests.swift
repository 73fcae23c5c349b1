import Domain
import Foundation
import TestSupport
import Testing

@Suite("ExportUseCase")
struct ExportUseCaseTests {
    static let home = Project(id: Fixtures.id(1), name: "Home", createdAt: Fixtures.date())
    static let todo = Todo(id: Fixtures.id(0xA1), title: "Buy milk", projectID: home.id, createdAt: Fixtures.date())

    /// A project repository that answers the n-th whole-list read with `answer(n)`, n from 0,
    /// noting each read in `reads`.
    static func projects(
        reads: Calls<Void>, _ answer: @escaping @Sendable (Int) -> [Project]
    ) -> StubProjectRepository {
        StubProjectRepository { $0.fetchAll = { _ in answer(reads.recordCounting(())) } }
    }

    /// What `export` hands on, as the caller keeps it: the projects of the last attempt and its
    /// todos, those of earlier attempts dropped at each restart.
    static func collected(
        _ export: ExportUseCase
    ) async throws(RepositoryError) -> (projects: [Project], todos: [Todo]) {
        var projects: [Project] = []
        var todos: [Todo] = []
        do {
            try await export.execute(restart: { todos = [] }, projects: { projects = $0 }, todos: { todos += $0 })
        } catch let error as RepositoryError {
            throw error
        } catch {
            throw .unavailable(FailureEvidence("\(error)"))
        }
        return (projects, todos)
    }

    @Test("a quiet store is read once: projects, todos, projects again")
    func quietStore() async throws {
        let reads = Calls<Void>()
        let todos = StubTodoRepository { $0.fetchAll = { _ in [Self.todo] } }
        let export = ExportUseCase(
            todoRepository: todos, projectRepository: Self.projects(reads: reads) { _ in [Self.home] })

        let snapshot = try await Self.collected(export)

        #expect(snapshot.projects == [Self.home] && snapshot.todos == [Self.todo])
        #expect(reads.all.count == 2)
    }

    @Test("projects that changed while the todos were read are read again, with the todos")
    func changedOnce() async throws {
        var renamed = Self.home
        renamed.name = "Household"
        renamed.updatedAt = Fixtures.date(9)
        let todoReads = Calls<Void>()
        let todos = StubTodoRepository { stubs in
            stubs.fetchAll = { _ in
                todoReads.record(())
                return [Self.todo]
            }
        }
        let projects = Self.projects(reads: Calls()) { [renamed] read in read == 0 ? [Self.home] : [renamed] }

        let snapshot = try await Self.collected(ExportUseCase(todoRepository: todos, projectRepository: projects))

        #expect(snapshot.projects == [renamed] && snapshot.todos == [Self.todo])
        #expect(todoReads.all.count == 2)
    }

    @Test("a store that changes between every pair of reads fails after 5 tries, saying why")
    func neverSettles() async throws {
        let reads = Calls<Void>()
        let projects = Self.projects(reads: reads) { read in
            [Project(id: Self.home.id, name: "Home \(read)", createdAt: Fixtures.date())]
        }
        let todos = StubTodoRepository { $0.fetchAll = { _ in [] } }

        let error = await repositoryError { () throws(RepositoryError) in
            try await Self.collected(ExportUseCase(todoRepository: todos, projectRepository: projects))
        }

        guard case .unavailable(let evidence) = error else {
            Issue.record("expected .unavailable, got \(String(describing: error))")
            return
        }
        #expect(evidence.summary.contains("kept changing while it was exported"))
        #expect(ExportUseCase.attempts == 5)
        #expect(reads.all.count == ExportUseCase.attempts + 1)
    }
}
