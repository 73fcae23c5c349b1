import Data
import Domain
import TestSupport
import Testing

/// `seed` and `reset`, the known states previews and tests start from: all or nothing, and
/// silent (observers are told of writes, not of a store being set up).
@Suite("InMemoryStore seed and reset")
struct InMemoryStoreSeedTests {
    private struct Repositories {
        let todos: TodoRepositoryImpl
        let projects: ProjectRepositoryImpl

        init(_ memory: InMemoryStore) {
            let store = DataStore.inMemory(memory)
            todos = TodoRepositoryImpl(dataSource: store.todoDataSource())
            projects = ProjectRepositoryImpl(dataSource: store.projectDataSource())
        }
    }

    @Test("a seed with one bad todo stores none of its projects or todos and keeps the earlier seed")
    func failedSeedRollsBack() async throws {
        let memory = InMemoryStore()
        let home = Project(id: Fixtures.id(1), name: "Home")
        try await memory.seed(projects: [home], todos: [Todo(id: Fixtures.id(10), title: "Kept", projectID: home.id)])

        let error = await repositoryError { () async throws(RepositoryError) in
            try await memory.seed(
                projects: [Project(id: Fixtures.id(2), name: "Work")],
                todos: [
                    Todo(id: Fixtures.id(11), title: "Fine"),
                    Todo(id: Fixtures.id(12), title: "Nowhere", projectID: Fixtures.id(404)),
                ])
        }
        #expect(error != nil, "a todo in a project that does not exist was seeded")

        let repositories = Repositories(memory)
        #expect(try await repositories.projects.fetchAll(.all).map(\.id) == [home.id])
        #expect(try await repositories.todos.fetchAll(.all).map(\.id) == [Fixtures.id(10)])
    }

    @Test("a seed whose id is taken already is refused whole")
    func seedOverTakenIDRollsBack() async throws {
        let memory = InMemoryStore()
        try await memory.seed(todos: [Todo(id: Fixtures.id(1), title: "First")])
        let error = await repositoryError { () async throws(RepositoryError) in
            try await memory.seed(
                projects: [Project(id: Fixtures.id(2), name: "New")],
                todos: [Todo(id: Fixtures.id(3), title: "New"), Todo(id: Fixtures.id(1), title: "Again")])
        }
        #expect(error?.isConflict == true)
        let repositories = Repositories(memory)
        #expect(try await repositories.todos.fetchAll(.all).map(\.title) == ["First"])
        #expect(try await repositories.projects.count(matching: .all) == 0)
    }

    @Test("reset removes every project and todo; seed and reset publish no change sets")
    func resetEmptiesSilently() async throws {
        let memory = InMemoryStore()
        let repositories = Repositories(memory)
        let todoChanges = ChangeRecorder(repositories.todos.changes())
        let projectChanges = ChangeRecorder(repositories.projects.changes())
        let projects = Fixtures.projects()
        try await memory.seed(projects: projects, todos: Fixtures.todos(count: 5, projects: projects))
        #expect(try await repositories.todos.count(matching: .all) == 5)

        await memory.reset()

        #expect(try await repositories.todos.count(matching: .all) == 0)
        #expect(try await repositories.projects.count(matching: .all) == 0)
        // Writes after the seed and the reset come first on each stream: neither announced itself.
        let todo = try await repositories.todos.create(Todo(id: Fixtures.id(7), title: "After"))
        let project = try await repositories.projects.create(Project(id: Fixtures.id(8), name: "After"))
        #expect(await todoChanges.next() == ChangeSet(inserted: [todo.id]))
        #expect(await projectChanges.next() == ChangeSet(inserted: [project.id]))
        // A name the seed used is free again: reset cleared the unique index too.
        #expect(try await repositories.projects.create(Project(name: projects[0].name)).name == projects[0].name)
    }
}
