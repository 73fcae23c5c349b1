import Domain
import Foundation
import Testing

extension RepositoryContract {
    /// The unit of work's replacements: stored entities replaced whole in the same transaction as
    /// the new ones, with the rules, versions and change sets of an update.
    public static let unitOfWorkReplacementCases: [ContractCase] = [
        ContractCase("a batch of new and replacing projects and todos is stored whole") { store async throws in
            let home = try await store.projects.create(Project(id: Fixtures.id(1), name: "Home"))
            let kept = try await store.todos.create(Todo(id: Fixtures.id(10), title: "Kept", projectID: home.id))
            let moved = try await store.todos.create(Todo(id: Fixtures.id(11), title: "Moved", projectID: home.id))
            let work = Project(id: Fixtures.id(2), name: "Work")
            var batch = WriteBatch()
            batch.replace([Todo(id: kept.id, title: "Retitled", projectID: home.id)])
            batch.replace([Todo(id: moved.id, title: "Moved", projectID: work.id)])
            batch.create([Todo(id: Fixtures.id(12), title: "New", projectID: work.id)])
            batch.replace([Project(id: home.id, name: "House")])
            batch.create([work])

            try await store.unitOfWork.commit(batch)

            #expect(try await store.projects.fetchAll(.all).map(\.name).sorted() == ["House", "Work"])
            #expect(try await store.todos.fetch(id: kept.id).title == "Retitled")
            #expect(try await store.todos.fetch(id: moved.id).projectID == work.id)
            #expect(try await store.todos.count(matching: TodoFilter(projectID: .equals(work.id))) == 2)
            #expect(try await store.todos.count(matching: .all) == 3)
        },
        ContractCase("a replacement keeps the stored createdAt and stamps updatedAt as an update does") {
            store async throws in
            let created = Date(timeIntervalSince1970: 1_700_000_000)
            let future = Date().addingTimeInterval(3_600).roundedToMilliseconds
            let stored = try await store.todos.create(
                Todo(id: Fixtures.id(1), title: "Ahead", createdAt: created, updatedAt: future))
            var batch = WriteBatch()
            batch.replace([Todo(id: stored.id, title: "Replaced", createdAt: Date(timeIntervalSince1970: 1))])

            try await store.unitOfWork.commit(batch)

            let replaced = try await store.todos.fetch(id: stored.id)
            #expect(replaced.title == "Replaced")
            #expect(replaced.createdAt == stored.createdAt)
            #expect(replaced.updatedAt.millisecondsSince1970 == future.millisecondsSince1970 + 1)
        },
        ContractCase("a batch replacing an id that is not stored is not found, and writes nothing") {
            store async throws in
            let stored = try await store.todos.create(Todo(id: Fixtures.id(1), title: "Stored"))
            var batch = WriteBatch()
            batch.create([Project(id: Fixtures.id(2), name: "Imported")])
            batch.replace([Todo(id: stored.id, title: "Changed")])
            batch.replace([Todo(id: Fixtures.id(404), title: "Nowhere")])

            let error = await repositoryError { () async throws(RepositoryError) in
                try await store.unitOfWork.commit(batch)
            }

            #expect(error?.isNotFound(Fixtures.id(404)) == true)
            #expect(try await store.projects.count(matching: .all) == 0)
            #expect(try await store.todos.fetchAll(.all) == [stored])
        },
        ContractCase("a batch renaming a project to a taken name is a conflict, and writes nothing") {
            store async throws in
            let home = try await store.projects.create(Project(id: Fixtures.id(1), name: "Home"))
            let work = try await store.projects.create(Project(id: Fixtures.id(2), name: "Work"))
            var batch = WriteBatch()
            batch.create([Todo(id: Fixtures.id(10), title: "New", projectID: home.id)])
            batch.replace([Project(id: work.id, name: " HOME ")])

            let error = await repositoryError { () async throws(RepositoryError) in
                try await store.unitOfWork.commit(batch)
            }

            #expect(error?.isConflict == true)
            #expect(try await store.projects.fetchAll(.all).map(\.name).sorted() == ["Home", "Work"])
            #expect(try await store.todos.count(matching: .all) == 0)
        },
        ContractCase("a batch replacing a project with the name of a new one is a conflict, and writes nothing") {
            store async throws in
            let home = try await store.projects.create(Project(id: Fixtures.id(1), name: "Home"))
            var batch = WriteBatch()
            batch.create([Project(id: Fixtures.id(2), name: "Work")])
            batch.replace([Project(id: home.id, name: "work")])

            let error = await repositoryError { () async throws(RepositoryError) in
                try await store.unitOfWork.commit(batch)
            }

            #expect(error?.isConflict == true)
            #expect(try await store.projects.fetchAll(.all).map(\.name) == ["Home"])
        },
        ContractCase("a batch replacing a todo into a project that is gone writes nothing") { store async throws in
            let stored = try await store.todos.create(Todo(id: Fixtures.id(1), title: "Stored"))
            var batch = WriteBatch()
            batch.create([Todo(id: Fixtures.id(2), title: "New")])
            batch.replace([Todo(id: stored.id, title: "Lost", projectID: Fixtures.id(404))])

            let error = await repositoryError { () async throws(RepositoryError) in
                try await store.unitOfWork.commit(batch)
            }

            #expect(error?.validationField == "projectID")
            #expect(try await store.todos.fetchAll(.all) == [stored])
        },
        ContractCase("a batch that stages one id as new and replacing is a conflict, and writes nothing") {
            store async throws in
            let stored = try await store.todos.create(Todo(id: Fixtures.id(1), title: "Stored"))
            var batch = WriteBatch()
            batch.create([Todo(id: Fixtures.id(2), title: "Twice")])
            batch.replace([Todo(id: stored.id, title: "Changed"), Todo(id: Fixtures.id(2), title: "Again")])

            let error = await repositoryError { () async throws(RepositoryError) in
                try await store.unitOfWork.commit(batch)
            }

            #expect(error?.isConflict == true)
            #expect(try await store.todos.fetchAll(.all) == [stored])
        },
        ContractCase("a committed batch with replacements is one change set per entity, after the commit") {
            store async throws in
            let home = try await store.projects.create(Project(id: Fixtures.id(1), name: "Home"))
            let stored = try await store.todos.create(Todo(id: Fixtures.id(10), title: "Stored", projectID: home.id))
            let projectChanges = ChangeRecorder(store.projects.changes())
            let todoChanges = ChangeRecorder(store.todos.changes())
            let work = Project(id: Fixtures.id(2), name: "Work")
            let added = Todo(id: Fixtures.id(11), title: "Added", projectID: work.id)
            var batch = WriteBatch()
            batch.create([work])
            batch.create([added])
            batch.replace([Project(id: home.id, name: "House")])
            batch.replace([Todo(id: stored.id, title: "Replaced", projectID: work.id)])

            try await store.unitOfWork.commit(batch)

            #expect(await projectChanges.next() == ChangeSet(inserted: [work.id], updated: [home.id]))
            #expect(await todoChanges.next() == ChangeSet(inserted: [added.id], updated: [stored.id]))
        },
    ]
}
