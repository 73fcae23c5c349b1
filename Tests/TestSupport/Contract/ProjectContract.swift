//
//  ProjectContract.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import Foundation
import Testing

/// One rule every project store must honour, runnable against any repository.
///
/// A store's test target runs every case as one parameterised test:
/// ```swift
/// @Test(arguments: ProjectContract.allCases)
/// func honoursContract(_ rule: ProjectContractCase) async throws {
///     try await rule.run { (ProjectRepositoryImpl(dataSource: ...), ProjectReferred(...)) }
/// }
/// ```
public struct ProjectContractCase: Sendable, CustomTestStringConvertible {
    /// What the rule says.
    public let name: String
    private let body: @Sendable (any ProjectRepositoryProtocol, ProjectReferred) async throws -> Void

    init(_ name: String, _ body: @escaping @Sendable (any ProjectRepositoryProtocol) async throws -> Void) {
        self.name = name
        self.body = { repository, _ in try await body(repository) }
    }

    /// A rule that also reaches the repositories of what projects refer to.
    static func referring(
        _ name: String,
        _ body: @escaping @Sendable (any ProjectRepositoryProtocol, ProjectReferred) async throws -> Void
    ) -> ProjectContractCase {
        ProjectContractCase(name: name, body: body)
    }

    private init(
        name: String, body: @escaping @Sendable (any ProjectRepositoryProtocol, ProjectReferred) async throws -> Void
    ) {
        self.name = name
        self.body = body
    }

    /// Checks the rule against a new, empty store from `makeRepositories`: the projects'
    /// repository and, over the same store, those of what they refer to, which first get the
    /// records the samples refer to (``ProjectReferred/seed()``).
    public func run(
        _ makeRepositories: @Sendable () async throws -> (any ProjectRepositoryProtocol, ProjectReferred)
    ) async throws {
        let (repository, referred) = try await makeRepositories()
        try await referred.seed()
        try await body(repository, referred)
    }

    /// The rule's text, as test reports show it.
    public var testDescription: String { name }
}

/// The repositories of what projects refer to, directly or not (one per entity, none when
/// they refer to nothing), over the same store as theirs: the contract stores the records the
/// samples refer to through them, and deletes through them.
public struct ProjectReferred: Sendable {
    /// The repositories, each over the store the projects' repository uses.
    public init() {
    }

    /// Stores the records the samples refer to: ids 100 to 103 of each entity referred to, each
    /// after those its own samples refer to.
    public func seed() async throws {
    }
}

/// Every rule a project store must honour: CRUD, errors, queries, observation.
public enum ProjectContract {
    /// All rules: the same ones Todo and Project are held to, for this entity's fields.
    public static var allCases: [ProjectContractCase] {
        crudCases + uniqueCases + lookupCases + batchCases + queryCases + contentCases + observationCases
            + referenceCases
    }

    /// References, two rules per reference field: each names a stored record, and a record
    /// referred to cannot be deleted; a refused write writes nothing.
    static let referenceCases: [ProjectContractCase] = []

    /// Create, fetch, update and delete of single projects, with their errors.
    static let crudCases: [ProjectContractCase] = [
        ProjectContractCase("create returns the project as stored, and fetch returns the same value") {
            repository async throws in
            let created = try await repository.create(sample(1))
            #expect(try await repository.fetch(id: created.id) == created)
            #expect(try await repository.count(matching: .all) == 1)
        },
        ProjectContractCase("fetch of an unknown id is notFound naming that id") { repository async throws in
            let id = Fixtures.id(42)
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.fetch(id: id) }?
                    .isNotFound(id) == true)
        },
        ProjectContractCase("update replaces every field, keeps createdAt and stamps updatedAt") {
            repository async throws in
            let created = try await repository.create(sample(1))
            var changed = created
            changed.name = "changed"
            changed.createdAt = Fixtures.date(999_999)
            let updated = try await repository.update(changed)
            #expect(updated.name == changed.name)
            #expect(updated.createdAt == created.createdAt && updated.updatedAt > created.updatedAt)
            #expect(try await repository.fetch(id: created.id) == updated)
        },
        ProjectContractCase("update and delete of an unknown id are notFound and change nothing") {
            repository async throws in
            let kept = try await repository.create(sample(1))
            let ghost = sample(7)
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.update(ghost) }?
                    .isNotFound(ghost.id) == true)
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.delete(id: ghost.id) }?
                    .isNotFound(ghost.id) == true)
            #expect(try await repository.fetchAll(.all) == [kept])
        },
        ProjectContractCase("delete removes exactly that project") { repository async throws in
            let first = try await repository.create(sample(1, seconds: 1))
            let second = try await repository.create(sample(2, seconds: 2))
            try await repository.delete(id: first.id)
            #expect(try await repository.fetchAll(.all) == [second])
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.fetch(id: first.id) }?
                    .isNotFound(first.id) == true)
        },
        ProjectContractCase("creating a project with a taken id is a conflict and keeps the original") {
            repository async throws in
            let original = try await repository.create(sample(1))
            var impostor = sample(1)
            impostor.name = "changed"
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.create(impostor) }?
                    .isConflict == true)
            #expect(try await repository.fetchAll(.all) == [original])
        },
        ProjectContractCase("a blank or 501-character name is a validation error on name and stores nothing") {
            repository async throws in
            var blank = sample(1)
            blank.name = " \n "
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.create(blank) }?
                    .validationField == "name")
            var long = sample(2)
            long.name = String(repeating: "x", count: 501)
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.create(long) }?
                    .validationField == "name")
            #expect(try await repository.count(matching: .all) == 0)
        },
        ProjectContractCase("a name is stored without the space around it, on create and on update") {
            repository async throws in
            var padded = sample(1)
            padded.name = "  \(sample(1).name)\n"
            let created = try await repository.create(padded)
            #expect(created.name == sample(1).name)
            var changed = created
            changed.name = "\t\(sample(2).name) "
            #expect(try await repository.update(changed).name == sample(2).name)
            #expect(try await repository.fetch(id: created.id).name == sample(2).name)
        },
        ProjectContractCase("an update that breaks the name's validation leaves the stored project as it was") {
            repository async throws in
            let created = try await repository.create(sample(1))
            var broken = created
            broken.name = "   "
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.update(broken) }?
                    .validationField == "name")
            #expect(try await repository.fetch(id: created.id) == created)
        },
        ProjectContractCase("name holding U+0000 is a validation error on name and stores nothing") {
            repository async throws in
            var holding = sample(1)
            holding.name = "a\u{0}b"
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.create(holding) }?
                    .validationField == "name")
            #expect(try await repository.count(matching: .all) == 0)
        },
    ]

    /// Unique fields, one rule each: a value another project holds, compared as project names
    /// are (case, width and composition folded), is a conflict naming the field, and nothing is written.
    static let uniqueCases: [ProjectContractCase] = [
        ProjectContractCase("a name another project holds, in any case or composition, is a conflict on name") {
            repository async throws in
            var first = sample(1)
            first.name = "Caf\u{E9} 1"
            let stored = try await repository.create(first)
            let other = try await repository.create(sample(3))
            // Composed (NFC) and decomposed (NFD), in any case, with space around: one value.
            for taken in ["CAF\u{C9} 1", "cafe\u{301} 1", "CAFE\u{301} 1", " caf\u{E9} 1 "] {
                var second = sample(2)
                second.name = taken
                let refused = await repositoryError { () async throws(RepositoryError) in
                    try await repository.create(second)
                }
                #expect(refused?.conflictKind == .duplicateKey(field: "name"), "\(taken)")
                #expect("\(refused.map(String.init(describing:)) ?? "")".contains("name"), "\(taken)")
                var moved = other
                moved.name = taken
                #expect(
                    await repositoryError { () async throws(RepositoryError) in try await repository.update(moved) }?
                        .conflictKind == .duplicateKey(field: "name"), "\(taken)")
            }
            var twin = sample(5)
            twin.name = sample(4).name.uppercased()
            #expect(
                await repositoryError { () async throws(RepositoryError) in
                    try await repository.createAll([sample(4), twin])
                }?.conflictKind == .duplicateKey(field: "name"))
            #expect(
                try await repository.fetchAll(ProjectQuery(sort: ProjectSort(.createdAt))).map(\.id) == [
                    stored.id, other.id,
                ])
            var renamed = stored
            renamed.name = "CAF\u{C9} 1"
            #expect(try await repository.update(renamed).name == "CAF\u{C9} 1")
        }
    ]

    /// Unique fields, one lookup each (`fetch` by that field): found by the key uniqueness is
    /// decided on, nil when no project holds it, following updates and deletes.
    static let lookupCases: [ProjectContractCase] = [
        ProjectContractCase("a project is found by its name ignoring case, width, composition and surrounding space") {
            repository async throws in
            var stored: [Project] = []
            for (number, value) in ["Home", "Caf\u{E9}", "Work"].enumerated() {
                var project = sample(number)
                project.name = value
                stored.append(try await repository.create(project))
            }
            for key in ["Home", "home", "  hOME\t", "\u{FF48}\u{FF4F}\u{FF4D}\u{FF45}"] {
                #expect(try await repository.fetch(name: key) == stored[0], "\(key.unicodeScalars.map(\.value))")
            }
            for key in ["Caf\u{E9}", "CAFE\u{301}"] {
                #expect(try await repository.fetch(name: key) == stored[1], "\(key.unicodeScalars.map(\.value))")
            }
        },
        ProjectContractCase("a name no project holds is nil, in an empty store and beside similar ones") {
            repository async throws in
            #expect(try await repository.fetch(name: "Home") == nil)
            var home = sample(1)
            home.name = "Home"
            _ = try await repository.create(home)
            for key in ["Hom", "Home Office", "Ho me", "", " "] {
                #expect(try await repository.fetch(name: key) == nil, "\"\(key)\"")
            }
        },
        ProjectContractCase("the lookup by name follows an update to the new value and forgets a deleted project") {
            repository async throws in
            var home = sample(1)
            home.name = "Home"
            var changed = try await repository.create(home)
            changed.name = "House"
            let updated = try await repository.update(changed)
            #expect(try await repository.fetch(name: "home") == nil)
            #expect(try await repository.fetch(name: "HOUSE") == updated)
            try await repository.delete(id: updated.id)
            #expect(try await repository.fetch(name: "House") == nil)
        },
    ]

    /// createAll: one batch, all or nothing.
    static let batchCases: [ProjectContractCase] = [
        ProjectContractCase("createAll stores a batch of 1,000 and returns them as stored") { repository async throws in
            let created = try await repository.createAll((0..<1000).map { sample($0, seconds: Int64($0)) })
            #expect(created.count == 1000)
            #expect(try await repository.count(matching: .all) == 1000)
            #expect(try await repository.fetchAll(.all) == ProjectQuery.all.apply(to: created))
        },
        ProjectContractCase("createAll of nothing stores nothing and succeeds") { repository async throws in
            #expect(try await repository.createAll([]).isEmpty)
            #expect(try await repository.count(matching: .all) == 0)
        },
        ProjectContractCase("createAll stores nothing when one project's name is invalid") { repository async throws in
            var batch = (0..<50).map { sample($0) }
            batch[25].name = ""
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.createAll(batch) }?
                    .validationField == "name")
            #expect(try await repository.count(matching: .all) == 0)
        },
        ProjectContractCase("createAll stores nothing when its last project clashes with a stored id") {
            repository async throws in
            let existing = try await repository.create(sample(5))
            let batch = (10..<60).map { sample($0) } + [sample(5)]
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.createAll(batch) }?
                    .isConflict == true)
            #expect(try await repository.fetchAll(.all) == [existing])
        },
        ProjectContractCase("createAll stores nothing when the batch repeats an id") { repository async throws in
            #expect(
                await repositoryError { () async throws(RepositoryError) in
                    try await repository.createAll([sample(1), sample(2), sample(1)])
                }?.isConflict == true)
            #expect(try await repository.count(matching: .all) == 0)
        },
    ]

    /// Queries: the same results as Domain's reference evaluation.
    static let queryCases: [ProjectContractCase] = [
        ProjectContractCase("queries filter, sort and page as the reference, and count agrees") {
            repository async throws in
            let projects = try await repository.createAll((0..<12).map(varied))
            let filters: [ProjectFilter] = [.all, ProjectFilter(nameContains: "alpha"), ProjectFilter(text: "alpha")]
            for field in ProjectSort.Field.allCases {
                for direction in SortDirection.allCases {
                    for filter in filters {
                        let query = ProjectQuery(
                            filter: filter, sort: ProjectSort(field, direction), page: Page(limit: 4, offset: 1))
                        #expect(try await repository.fetchAll(query) == query.apply(to: projects), "\(query)")
                        #expect(try await repository.count(matching: filter) == projects.count(where: filter.matches))
                    }
                }
            }
        },
        ProjectContractCase("each filter condition selects the projects stated here, and count agrees") {
            repository async throws in
            _ = try await repository.createAll((0..<12).map(varied))
            // Worked out by the scaffold from varied(_:), not by the code under test.
            let examples: [(ProjectFilter, [Int])] = [
                (ProjectFilter(name: "ALPHA 3"), [3]),
                (ProjectFilter(nameContains: "alp"), [1, 3, 6, 8, 11]),
                (ProjectFilter(nameContains: "ÄRG"), [4, 9]),
                (ProjectFilter(name: "alpha 3"), []),
                (ProjectFilter(name: "ALPHA 3", nameContains: "ÄRG"), []),
            ]
            for (filter, numbers) in examples {
                let query = ProjectQuery(filter: filter, sort: ProjectSort(.createdAt))
                #expect(
                    Set(try await repository.fetchAll(query).map(\.id)) == Set(numbers.map(Fixtures.id)), "\(filter)")
                #expect(try await repository.count(matching: filter) == numbers.count, "\(filter)")
            }
        },
        ProjectContractCase("each field sorts the projects in the order stated here, both ways") {
            repository async throws in
            _ = try await repository.createAll((0..<12).map(varied))
            // Worked out by the scaffold from varied(_:): no value last either way, ties by id.
            let examples: [(ProjectSort, [Int])] = [
                (ProjectSort(.name, .ascending), [1, 11, 3, 6, 8, 0, 10, 5, 2, 7, 4, 9]),
                (ProjectSort(.name, .descending), [9, 4, 7, 2, 5, 10, 0, 8, 6, 3, 11, 1]),
            ]
            for (sort, numbers) in examples {
                #expect(
                    try await repository.fetchAll(ProjectQuery(sort: sort)).map(\.id) == numbers.map(Fixtures.id),
                    "\(sort)")
            }
        },
        ProjectContractCase("projects equal in the sort key come back in id order in both directions") {
            repository async throws in
            let ids = [9, 3, 7, 1, 5].map(Fixtures.id)
            let same = sample(1)
            // A unique field cannot repeat, so it has no ties to sort: each one's value differs by the id.
            let uniqueFields: [ProjectSort.Field] = [.name]
            _ = try await repository.createAll(
                ids.map { id in
                    Project(id: id, name: same.name + id.uuidString, createdAt: same.createdAt)
                })
            let byID = ids.sorted { $0.uuidString < $1.uuidString }
            for field in ProjectSort.Field.allCases where !uniqueFields.contains(field) {
                for direction in SortDirection.allCases {
                    let query = ProjectQuery(sort: ProjectSort(field, direction))
                    #expect(try await repository.fetchAll(query).map(\.id) == byID, "\(field) \(direction)")
                }
            }
        },
        ProjectContractCase("pages are windows of the sorted result: consecutive pages add up to all") {
            repository async throws in
            let projects = try await repository.createAll((0..<23).map { sample($0, seconds: Int64($0 % 5)) })
            let all = ProjectQuery.all.apply(to: projects).map(\.id)
            var paged: [UUID] = []
            for offset in stride(from: 0, to: all.count + 7, by: 7) {
                paged += try await repository.fetchAll(ProjectQuery(page: Page(limit: 7, offset: offset))).map(\.id)
            }
            #expect(paged == all)
            #expect(try await repository.fetchAll(ProjectQuery(page: Page(limit: 0))).isEmpty)
            #expect(try await repository.fetchAll(ProjectQuery(page: Page(limit: 5, offset: all.count))).isEmpty)
        },
        ProjectContractCase("a negative limit or offset is a validation error naming the field") {
            repository async throws in
            let limit = await repositoryError { () async throws(RepositoryError) in
                try await repository.fetchAll(ProjectQuery(page: Page(limit: -1)))
            }
            #expect(limit?.validationField == "page.limit")
            let offset = await repositoryError { () async throws(RepositoryError) in
                try await repository.fetchAll(ProjectQuery(page: Page(limit: 1, offset: -1)))
            }
            #expect(offset?.validationField == "page.offset")
        },
    ]

    /// Text is stored verbatim, whatever it holds; an enum's every case is kept.
    static let contentCases: [ProjectContractCase] = [
        ProjectContractCase("unicode and SQL metacharacters in the name are stored verbatim and found by its filter") {
            repository async throws in
            let texts = [
                "'); DROP TABLE projects;--", "Robert\"); DELETE FROM projects; --",
                "日本語 🎉 e\u{301} Ärger", "100% _done_ \\ back\\slash", "tab\tnew\nline", "👨‍👩‍👧‍👦 family",
            ]
            let created = try await repository.createAll(
                texts.enumerated().map { entry in
                    var project = sample(entry.offset)
                    project.name = entry.element
                    return project
                })
            for project in created {
                #expect(try await repository.fetch(id: project.id).name == project.name)
            }
            for (text, expected) in [("DROP TABLE", 1), ("%", 1), ("\\", 1), ("ärger", 1)] {
                #expect(try await repository.count(matching: ProjectFilter(nameContains: text)) == expected, "\(text)")
            }
        }
    ]

    /// Change sets after each commit; streams end on cancellation.
    static let observationCases: [ProjectContractCase] = [
        ProjectContractCase("each committed write is delivered once, as one change set, after the commit") {
            repository async throws in
            let changes = ChangeRecorder(repository.changes())
            let batch = try await repository.createAll([sample(1), sample(2)])
            #expect(await changes.next() == ChangeSet(inserted: batch.map(\.id)))
            _ = await repositoryError { () async throws(RepositoryError) in try await repository.create(sample(1)) }
            _ = try await repository.update(batch[0])
            #expect(await changes.next() == ChangeSet(updated: [batch[0].id]))
            try await repository.delete(id: batch[1].id)
            #expect(await changes.next() == ChangeSet(deleted: [batch[1].id]))
        },
        ProjectContractCase("cancelling the observing task ends its stream") { repository async throws in
            let stream = repository.changes()
            let observer = Task {
                var received = 0
                for await _ in stream { received += 1 }
                return received
            }
            _ = try await repository.create(sample(1))
            observer.cancel()
            #expect(await observer.value <= 1)
        },
    ]

    /// A project with id `number` whose every field varies with it, with repeats, values
    /// equal ignoring case and missing values: what the query rules sort and filter.
    public static func varied(_ number: Int) -> Project {
        Project(
            id: Fixtures.id(number),
            name: ["beta", "Alpha", "gamma", "ALPHA", "Ärger"][number % 5] + " \(number)",
            createdAt: Fixtures.date(Int64(number % 3))
        )
    }

    /// A valid project with id `number`, created `seconds` after the fixed test instant.
    public static func sample(_ number: Int, seconds: Int64 = 0) -> Project {
        Project(
            id: Fixtures.id(number),
            name: "sample \(number)",
            createdAt: Fixtures.date(seconds)
        )
    }
}
