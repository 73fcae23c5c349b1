import Domain
import Foundation
import Testing

extension RepositoryContract {
    /// Create, fetch, update and delete of single todos, with their errors.
    static let todoCRUDCases: [ContractCase] = [
        ContractCase("create returns the todo as stored, and fetch returns the same value") { store async throws in
            let created = try await store.todos.create(
                Todo(title: "  Buy milk \n", notes: "2 litres", priority: .high, dueDate: Fixtures.date(86_400))
            )
            #expect(created.title == "Buy milk")
            #expect(try await store.todos.fetch(id: created.id) == created)
            #expect(try await store.todos.count(matching: .all) == 1)
        },
        ContractCase("fetch of an unknown id is notFound naming that id") { store async throws in
            let id = Fixtures.id(42)
            let error = await repositoryError { () async throws(RepositoryError) in try await store.todos.fetch(id: id)
            }
            #expect(error?.isNotFound(id) == true)
        },
        ContractCase("update replaces the fields, keeps createdAt and stamps updatedAt") { store async throws in
            let project = try await store.projects.create(Project(name: "Home"))
            let created = try await store.todos.create(Todo(title: "Draft", createdAt: Fixtures.date()))
            var edited = created
            edited.title = "Final"
            edited.notes = "done soon"
            edited.isCompleted = true
            edited.priority = .low
            edited.dueDate = Fixtures.date(3600)
            edited.projectID = project.id
            edited.createdAt = Fixtures.date(999_999)
            let updated = try await store.todos.update(edited)
            #expect(updated.title == "Final" && updated.notes == "done soon" && updated.isCompleted)
            #expect(
                updated.priority == .low && updated.dueDate == Fixtures.date(3600) && updated.projectID == project.id)
            #expect(updated.createdAt == created.createdAt)
            #expect(updated.updatedAt > created.updatedAt)
            #expect(try await store.todos.fetch(id: created.id) == updated)
        },
        ContractCase("update and delete of an unknown id are notFound and change nothing") { store async throws in
            let kept = try await store.todos.create(Todo(title: "Kept"))
            let ghost = Todo(id: Fixtures.id(7), title: "Ghost")
            let updateError = await repositoryError { () async throws(RepositoryError) in
                try await store.todos.update(ghost)
            }
            #expect(updateError?.isNotFound(ghost.id) == true)
            let deleteError = await repositoryError { () async throws(RepositoryError) in
                try await store.todos.delete(id: ghost.id)
            }
            #expect(deleteError?.isNotFound(ghost.id) == true)
            #expect(try await store.todos.fetchAll(.all) == [kept])
        },
        ContractCase("delete removes exactly that todo") { store async throws in
            let first = try await store.todos.create(Todo(title: "First", createdAt: Fixtures.date(1)))
            let second = try await store.todos.create(Todo(title: "Second", createdAt: Fixtures.date(2)))
            try await store.todos.delete(id: first.id)
            #expect(try await store.todos.fetchAll(.all) == [second])
            let error = await repositoryError { () async throws(RepositoryError) in
                try await store.todos.fetch(id: first.id)
            }
            #expect(error?.isNotFound(first.id) == true)
        },
        ContractCase("creating a todo with a taken id is a conflict and keeps the original") { store async throws in
            let original = try await store.todos.create(Todo(id: Fixtures.id(1), title: "Original"))
            let error = await repositoryError { () async throws(RepositoryError) in
                try await store.todos.create(Todo(id: Fixtures.id(1), title: "Impostor"))
            }
            #expect(error?.isConflict == true)
            #expect(try await store.todos.fetchAll(.all) == [original])
        },
        ContractCase("a blank or 501-character title is a validation error on title and stores nothing") {
            store async throws in
            let blank = await repositoryError { () async throws(RepositoryError) in
                try await store.todos.create(Todo(title: " \n "))
            }
            #expect(blank?.validationField == "title")
            let long = await repositoryError { () async throws(RepositoryError) in
                try await store.todos.create(Todo(title: String(repeating: "x", count: 501)))
            }
            #expect(long?.validationField == "title")
            #expect(try await store.todos.count(matching: .all) == 0)
        },
        ContractCase("an update that breaks validation leaves the stored todo as it was") { store async throws in
            let created = try await store.todos.create(Todo(title: "Valid"))
            var broken = created
            broken.title = "   "
            let error = await repositoryError { () async throws(RepositoryError) in try await store.todos.update(broken)
            }
            #expect(error?.validationField == "title")
            #expect(try await store.todos.fetch(id: created.id) == created)
        },
        ContractCase("a todo in a project that does not exist is a validation error on projectID") {
            store async throws in
            let error = await repositoryError { () async throws(RepositoryError) in
                try await store.todos.create(Todo(title: "Orphan", projectID: Fixtures.id(99)))
            }
            #expect(error?.validationField == "projectID")
            #expect(try await store.todos.count(matching: .all) == 0)
        },
    ]
}
