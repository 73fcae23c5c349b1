import Domain
import Foundation
import Testing

extension RepositoryContract {
    /// Change sets after each commit; streams end on cancellation.
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
        },
        ContractCase("project changes are delivered on the project stream only") { store async throws in
            let projectChanges = ChangeRecorder(store.projects.changes())
            let project = try await store.projects.create(Project(name: "Observed"))
            #expect(await projectChanges.next() == ChangeSet(inserted: [project.id]))
        },
        ContractCase("cancelling the observing task ends its stream") { store async throws in
            let stream = store.todos.changes()
            let observer = Task {
                var received = 0
                for await _ in stream { received += 1 }
                return received
            }
            _ = try await store.todos.create(Todo(title: "Seen"))
            observer.cancel()
            let received = await observer.value
            #expect(received <= 1)
        },
    ]
}
