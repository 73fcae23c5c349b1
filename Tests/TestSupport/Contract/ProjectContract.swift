import Domain
import Foundation
import Testing

extension RepositoryContract {
    /// Projects: CRUD, unique names ignoring case, deletion refused while todos belong to one.
    static let projectCases: [ContractCase] = [
        ContractCase("a project is created trimmed, fetched, renamed and deleted") { store async throws in
            let created = try await store.projects.create(Project(name: "  Home  ", createdAt: Fixtures.date()))
            #expect(created.name == "Home")
            #expect(try await store.projects.fetch(id: created.id) == created)
            var renamed = created
            renamed.name = "House"
            let updated = try await store.projects.update(renamed)
            #expect(
                updated.name == "House" && updated.createdAt == created.createdAt
                    && updated.updatedAt > created.updatedAt)
            #expect(try await store.projects.fetch(id: created.id) == updated)
            try await store.projects.delete(id: created.id)
            #expect(try await store.projects.count(matching: .all) == 0)
        },
        ContractCase("a project name taken in another case is a conflict, on create and on rename") {
            store async throws in
            let home = try await store.projects.create(Project(name: "Home"))
            let other = try await store.projects.create(Project(name: "Work"))
            let createError = await repositoryError { () async throws(RepositoryError) in
                try await store.projects.create(Project(name: "hOME "))
            }
            #expect(createError?.isConflict == true)
            var clash = other
            clash.name = "HOME"
            let renameError = await repositoryError { () async throws(RepositoryError) in
                try await store.projects.update(clash)
            }
            #expect(renameError?.isConflict == true)
            #expect(try await store.projects.fetchAll(.all) == [home, other])
        },
        ContractCase("a project name composed (NFC) and decomposed (NFD) is one name, in any case") {
            store async throws in
            let composed = "Caf\u{E9}"
            let cafe = try await store.projects.create(Project(name: composed))
            let work = try await store.projects.create(Project(name: "Work"))
            for decomposed in ["Cafe\u{301}", "CAFE\u{301}"] {
                let createError = await repositoryError { () async throws(RepositoryError) in
                    try await store.projects.create(Project(name: decomposed))
                }
                #expect(createError?.isConflict == true, "\(decomposed.unicodeScalars.map(\.value))")
                var clash = work
                clash.name = decomposed
                let renameError = await repositoryError { () async throws(RepositoryError) in
                    try await store.projects.update(clash)
                }
                #expect(renameError?.isConflict == true)
            }
            #expect(try await store.projects.fetchAll(.all) == [cafe, work])
        },
        ContractCase("renaming a project to its own name in another case is allowed") { store async throws in
            var home = try await store.projects.create(Project(name: "home"))
            home.name = "Home"
            #expect(try await store.projects.update(home).name == "Home")
        },
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
        },
        ContractCase("project errors: unknown id, duplicate id, blank name, batch all or nothing") {
            store async throws in
            let ghost = Fixtures.id(77)
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await store.projects.fetch(id: ghost) }?
                    .isNotFound(ghost) == true)
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await store.projects.delete(id: ghost)
                }?.isNotFound(ghost) == true)
            let first = try await store.projects.create(Project(id: Fixtures.id(1), name: "First"))
            #expect(
                await repositoryError { () async throws(RepositoryError) in
                    try await store.projects.create(Project(id: Fixtures.id(1), name: "Other"))
                }?.isConflict == true)
            #expect(
                await repositoryError { () async throws(RepositoryError) in
                    try await store.projects.create(Project(name: "\t"))
                }?.validationField == "name")
            let batch = [Project(name: "A"), Project(name: "B"), Project(name: "a")]
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await store.projects.createAll(batch) }?
                    .isConflict == true)
            #expect(try await store.projects.fetchAll(.all) == [first])
        },
        ContractCase("project queries filter, sort and page as the reference, and count agrees") { store async throws in
            let names = ["beta", "Alpha", "gamma", "ALPHABET", "Ärger", "delta"]
            let projects = try await store.projects.createAll(
                names.enumerated().map {
                    Project(
                        id: Fixtures.id($0.offset), name: $0.element, createdAt: Fixtures.date(Int64($0.offset % 2)))
                }
            )
            for field in ProjectSort.Field.allCases {
                for direction in SortDirection.allCases {
                    for filter in [
                        ProjectFilter.all, ProjectFilter(nameContains: "alpha"), ProjectFilter(nameContains: "ä"),
                    ] {
                        let query = ProjectQuery(
                            filter: filter, sort: ProjectSort(field, direction), page: Page(limit: 4, offset: 1))
                        #expect(
                            try await store.projects.fetchAll(query).map(\.id) == query.apply(to: projects).map(\.id),
                            "\(query)")
                        #expect(
                            try await store.projects.count(matching: filter) == projects.count(where: filter.matches))
                    }
                }
            }
        },
        ContractCase("a name filter selects the project with exactly that name, case and all, and count agrees") {
            store async throws in
            let names = ["Alpha", "ALPHABET", "Ärger"]
            _ = try await store.projects.createAll(
                names.enumerated().map { Project(id: Fixtures.id($0.offset), name: $0.element) })
            let answers: [(ProjectFilter, [UUID])] = [
                (ProjectFilter(name: "Alpha"), [Fixtures.id(0)]),
                (ProjectFilter(name: "alpha"), []),
                (ProjectFilter(name: "Ärger"), [Fixtures.id(2)]),
                (ProjectFilter(name: "ALPHABET", nameContains: "alpha"), [Fixtures.id(1)]),
                (ProjectFilter(name: "Alpha", nameContains: "bet"), []),
            ]
            for (filter, ids) in answers {
                #expect(try await store.projects.fetchAll(ProjectQuery(filter: filter)).map(\.id) == ids, "\(filter)")
                #expect(try await store.projects.count(matching: filter) == ids.count, "\(filter)")
            }
        },
    ]
}

extension ProjectContract {
    /// A valid project with id `number`, created `seconds` after the fixed test instant: the
    /// sample a generated entity's contract makes, which Project's generated tests call.
    public static func sample(_ number: Int, seconds: Int64) -> Project {
        Project(id: Fixtures.id(number), name: "sample \(number)", createdAt: Fixtures.date(seconds))
    }
}
