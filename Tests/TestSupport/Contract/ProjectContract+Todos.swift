import Domain
import Foundation
import Testing

extension RepositoryContract {
    /// What projects promise beyond the generated contracts: the todos' reference rule
    /// (`TodoContract.swift`) refuses to delete a project that todos belong to; this one also
    /// deletes it once they are gone, so the refusal is the todos' and nothing else's.
    static let projectTodoCases: [ContractCase] = [
        ContractCase("a project with todos is kept, and deleted once its todos are gone") { store async throws in
            let project = try await store.projects.create(Project(name: "Busy"))
            let todo = try await store.todos.create(Todo(title: "Task", projectID: project.id))
            let error = await repositoryError { () async throws(RepositoryError) in
                try await store.projects.delete(id: project.id)
            }
            #expect(error?.isConflict == true)
            #expect(try await store.projects.fetch(id: project.id) == project)
            #expect(try await store.todos.fetch(id: todo.id) == todo)
            try await store.todos.delete(id: todo.id)
            try await store.projects.delete(id: project.id)
            #expect(try await store.projects.count(matching: .all) == 0)
        }
    ]
}
