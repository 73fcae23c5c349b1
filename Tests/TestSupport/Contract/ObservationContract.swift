import Domain
import Foundation
import Testing

extension RepositoryContract {
    /// Change sets after each commit, each exactly once and on its own table's stream; streams end
    /// on cancellation.
    static let observationCases: [ContractCase] = [
        ContractCase("each committed write is delivered once, as one change set, after the commit") {
            store async throws in
            let changes = ChangeRecorder(store.todos.changes())
            let batch = try await store.todos.createAll((0..<3).map { Todo(id: Fixtures.id($0), title: "T\($0)") })
            #expect(await changes.next() == ChangeSet(inserted: batch.map(\.id)))

            _ = await repositoryError { () async throws(RepositoryError) in
                try await store.todos.create(Todo(title: ""))
            }
            var first = batch[0]
            first.isCompleted = true
            _ = try await store.todos.update(first)
            #expect(await changes.next() == ChangeSet(updated: [first.id]))

            try await store.todos.delete(id: batch[1].id)
            #expect(await changes.next() == ChangeSet(deleted: [batch[1].id]))

            // A last write marks the end: had anything been delivered twice, or the refused create
            // been announced, it would have come before this one.
            let last = try await store.todos.create(Todo(id: Fixtures.id(9), title: "Last"))
            #expect(await changes.next() == ChangeSet(inserted: [last.id]))
            #expect(changes.all.count == 4, "\(changes.all)")
        },
        ContractCase("project changes are delivered on the project stream only") { store async throws in
            let projectChanges = ChangeRecorder(store.projects.changes())
            let todoChanges = ChangeRecorder(store.todos.changes())
            let project = try await store.projects.create(Project(id: Fixtures.id(1), name: "Observed"))
            #expect(await projectChanges.next() == ChangeSet(inserted: [project.id]))
            let todo = try await store.todos.create(Todo(id: Fixtures.id(2), title: "After the project"))
            #expect(await todoChanges.next() == ChangeSet(inserted: [todo.id]), "the project's change came first")
            #expect(projectChanges.all == [ChangeSet(inserted: [project.id])], "the todo's change reached projects")
        },
        ContractCase("cancelling the observing task ends its stream; other observers go on") { store async throws in
            let cancelled = ChangeRecorder(store.todos.changes())
            let staying = ChangeRecorder(store.todos.changes())
            let seen = try await store.todos.create(Todo(id: Fixtures.id(1), title: "Seen"))
            #expect(await cancelled.next() == ChangeSet(inserted: [seen.id]))
            #expect(await staying.next() == ChangeSet(inserted: [seen.id]))

            #expect(await cancelled.stop(), "the stream did not end when its observing task was cancelled")
            let unseen = try await store.todos.create(Todo(id: Fixtures.id(2), title: "Unseen"))
            #expect(await staying.next() == ChangeSet(inserted: [unseen.id]))
            #expect(cancelled.all == [ChangeSet(inserted: [seen.id])])
        },
    ]
}
