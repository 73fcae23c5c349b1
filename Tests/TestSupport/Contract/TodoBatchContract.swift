import Domain
import Foundation
import Testing

extension RepositoryContract {
    /// createAll: one batch, all or nothing.
    static let todoBatchCases: [ContractCase] = [
        ContractCase("createAll stores a batch of 1,000 and returns them as stored") { store async throws in
            let batch = (0..<1000).map {
                Todo(id: Fixtures.id($0), title: " Item \($0) ", createdAt: Fixtures.date(Int64($0)))
            }
            let created = try await store.todos.createAll(batch)
            #expect(created.count == 1000)
            #expect(created.first?.title == "Item 0")
            #expect(try await store.todos.count(matching: .all) == 1000)
            #expect(try await store.todos.fetchAll(.oldestFirst) == created)
        },
        ContractCase("createAll of nothing stores nothing and succeeds") { store async throws in
            #expect(try await store.todos.createAll([]).isEmpty)
            #expect(try await store.todos.count(matching: .all) == 0)
        },
        ContractCase("createAll stores nothing when one todo is invalid") { store async throws in
            var batch = (0..<50).map { Todo(title: "Good \($0)") }
            batch.insert(Todo(title: ""), at: 25)
            let error = await repositoryError { () async throws(RepositoryError) in
                try await store.todos.createAll(batch)
            }
            #expect(error?.validationField == "title")
            #expect(try await store.todos.count(matching: .all) == 0)
        },
        ContractCase("createAll stores nothing when its last todo clashes with a stored id") { store async throws in
            let existing = try await store.todos.create(Todo(id: Fixtures.id(5), title: "Existing"))
            let batch =
                (10..<60).map { Todo(id: Fixtures.id($0), title: "New \($0)") } + [
                    Todo(id: Fixtures.id(5), title: "Clash")
                ]
            let error = await repositoryError { () async throws(RepositoryError) in
                try await store.todos.createAll(batch)
            }
            #expect(error?.isConflict == true)
            #expect(try await store.todos.fetchAll(.all) == [existing])
        },
        ContractCase("createAll stores nothing when the batch repeats an id") { store async throws in
            let batch = [
                Todo(id: Fixtures.id(1), title: "A"), Todo(id: Fixtures.id(2), title: "B"),
                Todo(id: Fixtures.id(1), title: "C"),
            ]
            let error = await repositoryError { () async throws(RepositoryError) in
                try await store.todos.createAll(batch)
            }
            #expect(error?.isConflict == true)
            #expect(try await store.todos.count(matching: .all) == 0)
        },
        ContractCase("createAll stores nothing when one todo names a missing project") { store async throws in
            let project = try await store.projects.create(Project(name: "Real"))
            let batch = [
                Todo(title: "In real", projectID: project.id), Todo(title: "In ghost", projectID: Fixtures.id(404)),
            ]
            let error = await repositoryError { () async throws(RepositoryError) in
                try await store.todos.createAll(batch)
            }
            #expect(error?.validationField == "projectID")
            #expect(try await store.todos.count(matching: .all) == 0)
        },
    ]
}
