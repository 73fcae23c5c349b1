import Domain
import Foundation
import Testing

extension RepositoryContract {
    /// The unit of work: a batch spanning projects and todos is stored whole or not at all.
    static let unitOfWorkCases: [ContractCase] = [
        ContractCase("a batch of projects and todos that refer to them is stored whole") { store async throws in
            let projects = [Project(id: Fixtures.id(1), name: "Home"), Project(id: Fixtures.id(2), name: "Work")]
            let todos = (0..<300).map { index in
                Todo(id: Fixtures.id(100 + index), title: " Item \(index) ", projectID: projects[index % 2].id)
            }
            var batch = WriteBatch()
            batch.create(todos)
            batch.create(projects)

            try await store.unitOfWork.commit(batch)

            #expect(try await store.projects.fetchAll(.all).map(\.id) == projects.map(\.id))
            let stored = try await store.todos.fetchAll(.all)
            #expect(stored.count == 300)
            #expect(stored.first { $0.id == Fixtures.id(100) }?.title == "Item 0")
            #expect(try await store.todos.count(matching: TodoFilter(projectID: .equals(projects[1].id))) == 150)
        },
        ContractCase("a batch whose last todo is invalid stores no project and no todo") { store async throws in
            var batch = WriteBatch()
            batch.create([Project(name: "Imported")])
            batch.create((0..<50).map { Todo(title: "Good \($0)") } + [Todo(title: " ")])

            let error = await repositoryError { () async throws(RepositoryError) in
                try await store.unitOfWork.commit(batch)
            }

            #expect(error?.validationField == "title")
            #expect(try await store.projects.count(matching: .all) == 0)
            #expect(try await store.todos.count(matching: .all) == 0)
        },
        ContractCase("a batch whose todo clashes with a stored id stores no project") { store async throws in
            let existing = try await store.todos.create(Todo(id: Fixtures.id(7), title: "Existing"))
            let project = Project(id: Fixtures.id(1), name: "Imported")
            var batch = WriteBatch()
            batch.create([project])
            batch.create([
                Todo(id: Fixtures.id(8), title: "New", projectID: project.id),
                Todo(id: Fixtures.id(7), title: "Clash", projectID: project.id),
            ])

            let error = await repositoryError { () async throws(RepositoryError) in
                try await store.unitOfWork.commit(batch)
            }

            #expect(error?.isConflict == true)
            #expect(try await store.projects.count(matching: .all) == 0)
            #expect(try await store.todos.fetchAll(.all) == [existing])
        },
        ContractCase("a batch whose todo names a project not stored nor staged writes nothing") { store async throws in
            var batch = WriteBatch()
            batch.create([Project(name: "Imported")])
            batch.create([Todo(title: "Lost", projectID: Fixtures.id(404))])

            let error = await repositoryError { () async throws(RepositoryError) in
                try await store.unitOfWork.commit(batch)
            }

            #expect(error?.validationField == "projectID")
            #expect(try await store.projects.count(matching: .all) == 0)
            #expect(try await store.todos.count(matching: .all) == 0)
        },
        ContractCase("a batch whose project name is taken stores none of its todos") { store async throws in
            _ = try await store.projects.create(Project(name: "Home"))
            var batch = WriteBatch()
            batch.create([Project(name: "Fresh"), Project(name: " HOME ")])
            batch.create([Todo(title: "Orphan")])

            let error = await repositoryError { () async throws(RepositoryError) in
                try await store.unitOfWork.commit(batch)
            }

            #expect(error?.isConflict == true)
            #expect(try await store.projects.fetchAll(.all).map(\.name) == ["Home"])
            #expect(try await store.todos.count(matching: .all) == 0)
        },
        ContractCase("an empty batch writes nothing and succeeds") { store async throws in
            try await store.unitOfWork.commit(WriteBatch())
            #expect(try await store.projects.count(matching: .all) == 0)
            #expect(try await store.todos.count(matching: .all) == 0)
        },
        ContractCase("a committed batch is one change set per entity, after the commit") { store async throws in
            let projectChanges = ChangeRecorder(store.projects.changes())
            let todoChanges = ChangeRecorder(store.todos.changes())
            let project = Project(id: Fixtures.id(1), name: "Imported")
            let todos = (0..<20).map { Todo(id: Fixtures.id(10 + $0), title: "T\($0)", projectID: project.id) }
            var batch = WriteBatch()
            batch.create([project])
            batch.create(todos)

            try await store.unitOfWork.commit(batch)

            #expect(await projectChanges.next() == ChangeSet(inserted: [project.id]))
            #expect(await todoChanges.next() == ChangeSet(inserted: todos.map(\.id)))
        },
    ]
}
