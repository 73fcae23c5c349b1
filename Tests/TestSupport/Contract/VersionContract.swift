import Domain
import Foundation
import Testing

extension RepositoryContract {
    /// No lost updates: a partial update changes only what it names, in one transaction; a
    /// whole-value update carries the version it read; every write stamps a later version.
    static let versionCases: [ContractCase] = [
        ContractCase("a whole-value update of a stale read is a changed-since-read conflict and writes nothing") {
            store async throws in
            let created = try await store.todos.create(Todo(title: "Draft", notes: "first"))
            var first = try await store.todos.fetch(id: created.id)
            var second = try await store.todos.fetch(id: created.id)
            first.title = "Final"
            let stored = try await store.todos.update(first)
            second.notes = "overwritten"
            let error = await repositoryError { () async throws(RepositoryError) in
                try await store.todos.update(second)
            }
            #expect(error?.isChangedSinceRead(created.id) == true, "\(String(describing: error))")
            #expect(try await store.todos.fetch(id: created.id) == stored)
            #expect(stored.title == "Final" && stored.notes == "first")
        },
        ContractCase("update(id:) changes only the fields it names and keeps a change made since the read") {
            store async throws in
            let created = try await store.todos.create(Todo(title: "Draft", notes: "first"))
            _ = try await store.todos.update(id: created.id) { $0.title = "Final" }
            let done = try await store.todos.update(id: created.id) { $0.isCompleted = true }
            #expect(done.title == "Final" && done.notes == "first" && done.isCompleted)
            #expect(try await store.todos.fetch(id: created.id) == done)
        },
        ContractCase("concurrent update(id:) calls are each applied to what the others stored") { store async throws in
            let created = try await store.todos.create(Todo(title: "Counter", notes: ""))
            let writers = 6
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<writers {
                    group.addTask { _ = try await store.todos.update(id: created.id) { $0.notes += "x" } }
                }
                try await group.waitForAll()
            }
            #expect(try await store.todos.fetch(id: created.id).notes == String(repeating: "x", count: writers))
        },
        ContractCase("every write stamps updatedAt later than the stored one, even one in the future") {
            store async throws in
            let future = Fixtures.date(2 * 365 * 86_400)
            let created = try await store.todos.create(Todo(title: "Ahead", createdAt: future, updatedAt: future))
            let edited = try await store.todos.update(id: created.id) { $0.title = "Still ahead" }
            #expect(edited.updatedAt.millisecondsSince1970 == future.millisecondsSince1970 + 1)
            var whole = edited
            whole.notes = "whole"
            let replaced = try await store.todos.update(whole)
            #expect(replaced.updatedAt.millisecondsSince1970 == future.millisecondsSince1970 + 2)
        },
        ContractCase("update(id:) whose result breaks a rule, or changes the id, writes nothing") {
            store async throws in
            let created = try await store.todos.create(Todo(title: "Kept"))
            let blank = await repositoryError { () async throws(RepositoryError) in
                try await store.todos.update(id: created.id) { $0.title = "  " }
            }
            #expect(blank?.validationField == "title")
            let moved = await repositoryError { () async throws(RepositoryError) in
                try await store.todos.update(id: created.id) { $0 = Todo(id: Fixtures.id(9), title: "Moved") }
            }
            #expect(moved?.validationField == "id")
            let missing = await repositoryError { () async throws(RepositoryError) in
                try await store.todos.update(id: Fixtures.id(8)) { $0.title = "Ghost" }
            }
            #expect(missing?.isNotFound(Fixtures.id(8)) == true)
            #expect(try await store.todos.fetchAll(.all) == [created])
        },
        ContractCase("a project's update(id:) renames it and keeps the name rules") { store async throws in
            let home = try await store.projects.create(Project(name: "Home"))
            _ = try await store.projects.create(Project(name: "Work"))
            let renamed = try await store.projects.update(id: home.id) { $0.name = "House" }
            #expect(renamed.name == "House")
            let taken = await repositoryError { () async throws(RepositoryError) in
                try await store.projects.update(id: home.id) { $0.name = "work" }
            }
            #expect(taken?.conflictKind == .duplicateKey(field: "name"))
            #expect(try await store.projects.fetch(id: home.id) == renamed)
        },
    ]
}
