import Domain
import Foundation
import Testing

extension RepositoryContract {
    /// createAll beyond the generated contract: titles trimmed, references checked.
    static let todoBatchCases: [ContractCase] = [
        // The generated contract (TodoContract.swift) holds createAll's batch size and its all or nothing; these
        // are what it does not say: each title is trimmed as create trims it, and a batch checks its references.
        ContractCase("createAll stores each title without the space around it, as create does") { store async throws in
            let batch = (0..<50).map {
                Todo(id: Fixtures.id($0), title: " Item \($0) ", createdAt: Fixtures.date(Int64($0)))
            }
            let created = try await store.todos.createAll(batch)
            #expect(created.map(\.title) == (0..<50).map { "Item \($0)" })
            #expect(try await store.todos.fetchAll(.oldestFirst) == created)
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
