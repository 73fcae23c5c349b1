import Domain
import Foundation
import Testing

extension RepositoryContract {
    /// What projects promise beyond the generated contract (`ProjectContract.swift`): a project
    /// that todos belong to stays until they are moved or deleted. Todo is written by hand, so no
    /// generated contract stores a todo in a project; this rule does, on every store.
    static let projectTodoCases: [ContractCase] = [
        ContractCase("deleting a project with todos is a conflict and deletes nothing") { store async throws in
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
