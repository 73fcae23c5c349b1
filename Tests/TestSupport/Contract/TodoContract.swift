//
//  TodoContract.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain
import Foundation
import Testing

/// One rule every todo store must honour, runnable against any repository.
///
/// A store's test target runs every case as one parameterised test:
/// ```swift
/// @Test(arguments: TodoContract.allCases)
/// func honoursContract(_ rule: TodoContractCase) async throws {
///     try await rule.run { (TodoRepositoryImpl(dataSource: ...), TodoReferred(...)) }
/// }
/// ```
public struct TodoContractCase: Sendable, CustomTestStringConvertible {
    /// What the rule says.
    public let name: String
    private let body: @Sendable (any TodoRepositoryProtocol, TodoReferred) async throws -> Void

    init(_ name: String, _ body: @escaping @Sendable (any TodoRepositoryProtocol) async throws -> Void) {
        self.name = name
        self.body = { repository, _ in try await body(repository) }
    }

    /// A rule that also reaches the repositories of what todos refer to.
    static func referring(
        _ name: String, _ body: @escaping @Sendable (any TodoRepositoryProtocol, TodoReferred) async throws -> Void
    ) -> TodoContractCase {
        TodoContractCase(name: name, body: body)
    }

    private init(
        name: String, body: @escaping @Sendable (any TodoRepositoryProtocol, TodoReferred) async throws -> Void
    ) {
        self.name = name
        self.body = body
    }

    /// Checks the rule against a new, empty store from `makeRepositories`: the todos'
    /// repository and, over the same store, those of what they refer to, which first get the
    /// records the samples refer to (``TodoReferred/seed()``).
    public func run(
        _ makeRepositories: @Sendable () async throws -> (any TodoRepositoryProtocol, TodoReferred)
    ) async throws {
        let (repository, referred) = try await makeRepositories()
        try await referred.seed()
        try await body(repository, referred)
    }

    /// The rule's text, as test reports show it.
    public var testDescription: String { name }
}

/// The repositories of what todos refer to, directly or not (one per entity, none when
/// they refer to nothing), over the same store as theirs: the contract stores the records the
/// samples refer to through them, and deletes through them.
public struct TodoReferred: Sendable {
    /// Where the Project records live.
    public let projectRepository: any ProjectRepositoryProtocol

    /// The repositories, each over the store the todos' repository uses.
    public init(
        projectRepository: any ProjectRepositoryProtocol,
    ) {
        self.projectRepository = projectRepository
    }

    /// Stores the records the samples refer to: ids 100 to 103 of each entity referred to, each
    /// after those its own samples refer to.
    public func seed() async throws {
        _ = try await projectRepository.createAll((100...103).map { ProjectContract.sample($0) })
    }
}

/// Every rule a todo store must honour: CRUD, errors, queries, observation.
public enum TodoContract {
    /// All rules: the same ones Todo and Project are held to, for this entity's fields.
    public static var allCases: [TodoContractCase] {
        crudCases + uniqueCases + lookupCases + batchCases + queryCases + contentCases + observationCases
            + referenceCases
    }

    /// References, two rules per reference field: each names a stored record, and a record
    /// referred to cannot be deleted; a refused write writes nothing.
    static let referenceCases: [TodoContractCase] = [
        TodoContractCase(
            "create or update with an unknown project ID is a validation error on projectID and writes nothing"
        ) {
            repository async throws in
            var orphan = sample(1)
            orphan.projectID = Fixtures.id(999)
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.create(orphan) }?
                    .validationField == "projectID")
            #expect(try await repository.count(matching: .all) == 0)
            let stored = try await repository.create(sample(2))
            var moved = stored
            moved.projectID = Fixtures.id(999)
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.update(moved) }?
                    .validationField == "projectID")
            #expect(try await repository.fetch(id: stored.id) == stored)
        },
        .referring("deleting a project that todos refer to is a conflict saying how many, and deletes nothing") {
            repository, referred async throws in
            var batch = [sample(1), sample(2)]
            for index in batch.indices { batch[index].projectID = Fixtures.id(102) }
            _ = try await repository.createAll(batch)
            let refusal = await repositoryError { () async throws(RepositoryError) in
                try await referred.projectRepository.delete(id: Fixtures.id(102))
            }
            guard case .conflict(.stillReferenced, let reason)? = refusal else {
                Issue.record("expected a conflict, got \(String(describing: refusal))")
                return
            }
            // Counted by name, as a person reads it ("2 orders"), never a whole upper-case id.
            #expect(reason.contains(" 2 todos") && !reason.contains(Fixtures.id(102).uuidString), "\(reason)")
            #expect(try await referred.projectRepository.fetch(id: Fixtures.id(102)).id == Fixtures.id(102))
            #expect(try await repository.count(matching: .all) == 2)
            try await referred.projectRepository.delete(id: Fixtures.id(103))
        },
    ]

    /// Create, fetch, update and delete of single todos, with their errors.
    static let crudCases: [TodoContractCase] = [
        TodoContractCase("create returns the todo as stored, and fetch returns the same value") {
            repository async throws in
            let created = try await repository.create(sample(1))
            #expect(try await repository.fetch(id: created.id) == created)
            #expect(try await repository.count(matching: .all) == 1)
        },
        TodoContractCase("fetch of an unknown id is notFound naming that id") { repository async throws in
            let id = Fixtures.id(42)
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.fetch(id: id) }?
                    .isNotFound(id) == true)
        },
        TodoContractCase("update replaces every field, keeps createdAt and stamps updatedAt") {
            repository async throws in
            let created = try await repository.create(sample(1))
            var changed = created
            changed.title = "changed"
            changed.notes = "changed"
            changed.isCompleted = false
            changed.priority = .medium
            changed.dueDate = Date(millisecondsSince1970: 1_800_000_000_000)
            changed.projectID = Fixtures.id(101)
            changed.createdAt = Fixtures.date(999_999)
            let updated = try await repository.update(changed)
            #expect(updated.title == changed.title)
            #expect(updated.notes == changed.notes)
            #expect(updated.isCompleted == changed.isCompleted)
            #expect(updated.priority == changed.priority)
            #expect(updated.dueDate == changed.dueDate)
            #expect(updated.projectID == changed.projectID)
            #expect(updated.createdAt == created.createdAt && updated.updatedAt > created.updatedAt)
            #expect(try await repository.fetch(id: created.id) == updated)
        },
        TodoContractCase("update and delete of an unknown id are notFound and change nothing") {
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
        TodoContractCase("delete removes exactly that todo") { repository async throws in
            let first = try await repository.create(sample(1, seconds: 1))
            let second = try await repository.create(sample(2, seconds: 2))
            try await repository.delete(id: first.id)
            #expect(try await repository.fetchAll(.all) == [second])
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.fetch(id: first.id) }?
                    .isNotFound(first.id) == true)
        },
        TodoContractCase("creating a todo with a taken id is a conflict and keeps the original") {
            repository async throws in
            let original = try await repository.create(sample(1))
            var impostor = sample(1)
            impostor.title = "changed"
            impostor.notes = "changed"
            impostor.isCompleted = false
            impostor.priority = .medium
            impostor.dueDate = Date(millisecondsSince1970: 1_800_000_000_000)
            impostor.projectID = Fixtures.id(101)
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.create(impostor) }?
                    .isConflict == true)
            #expect(try await repository.fetchAll(.all) == [original])
        },
        TodoContractCase("a blank or 501-character title is a validation error on title and stores nothing") {
            repository async throws in
            var blank = sample(1)
            blank.title = " \n "
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.create(blank) }?
                    .validationField == "title")
            var long = sample(2)
            long.title = String(repeating: "x", count: 501)
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.create(long) }?
                    .validationField == "title")
            #expect(try await repository.count(matching: .all) == 0)
        },
        TodoContractCase("a title is stored without the space around it, on create and on update") {
            repository async throws in
            var padded = sample(1)
            padded.title = "  \(sample(1).title)\n"
            let created = try await repository.create(padded)
            #expect(created.title == sample(1).title)
            var changed = created
            changed.title = "\t\(sample(2).title) "
            #expect(try await repository.update(changed).title == sample(2).title)
            #expect(try await repository.fetch(id: created.id).title == sample(2).title)
        },
        TodoContractCase("an update that breaks the title's validation leaves the stored todo as it was") {
            repository async throws in
            let created = try await repository.create(sample(1))
            var broken = created
            broken.title = "   "
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.update(broken) }?
                    .validationField == "title")
            #expect(try await repository.fetch(id: created.id) == created)
        },
        TodoContractCase("title holding U+0000 is a validation error on title and stores nothing") {
            repository async throws in
            var holding = sample(1)
            holding.title = "a\u{0}b"
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.create(holding) }?
                    .validationField == "title")
            #expect(try await repository.count(matching: .all) == 0)
        },
        TodoContractCase("notes holding U+0000 is a validation error on notes and stores nothing") {
            repository async throws in
            var holding = sample(1)
            holding.notes = "a\u{0}b"
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.create(holding) }?
                    .validationField == "notes")
            #expect(try await repository.count(matching: .all) == 0)
        },
    ]

    /// Unique fields, one rule each: a value another todo holds, compared as project names
    /// are (case, width and composition folded), is a conflict naming the field, and nothing is written.
    static let uniqueCases: [TodoContractCase] = []

    /// Unique fields, one lookup each (`fetch` by that field): found by the key uniqueness is
    /// decided on, nil when no todo holds it, following updates and deletes.
    static let lookupCases: [TodoContractCase] = []

    /// createAll: one batch, all or nothing.
    static let batchCases: [TodoContractCase] = [
        TodoContractCase("createAll stores a batch of 1,000 and returns them as stored") { repository async throws in
            let created = try await repository.createAll((0..<1000).map { sample($0, seconds: Int64($0)) })
            #expect(created.count == 1000)
            #expect(try await repository.count(matching: .all) == 1000)
            #expect(try await repository.fetchAll(.all) == TodoQuery.all.apply(to: created))
        },
        TodoContractCase("createAll of nothing stores nothing and succeeds") { repository async throws in
            #expect(try await repository.createAll([]).isEmpty)
            #expect(try await repository.count(matching: .all) == 0)
        },
        TodoContractCase("createAll stores nothing when one todo's title is invalid") { repository async throws in
            var batch = (0..<50).map { sample($0) }
            batch[25].title = ""
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.createAll(batch) }?
                    .validationField == "title")
            #expect(try await repository.count(matching: .all) == 0)
        },
        TodoContractCase("createAll stores nothing when its last todo clashes with a stored id") {
            repository async throws in
            let existing = try await repository.create(sample(5))
            let batch = (10..<60).map { sample($0) } + [sample(5)]
            #expect(
                await repositoryError { () async throws(RepositoryError) in try await repository.createAll(batch) }?
                    .isConflict == true)
            #expect(try await repository.fetchAll(.all) == [existing])
        },
        TodoContractCase("createAll stores nothing when the batch repeats an id") { repository async throws in
            #expect(
                await repositoryError { () async throws(RepositoryError) in
                    try await repository.createAll([sample(1), sample(2), sample(1)])
                }?.isConflict == true)
            #expect(try await repository.count(matching: .all) == 0)
        },
    ]

    /// Queries: the same results as Domain's reference evaluation.
    static let queryCases: [TodoContractCase] = [
        TodoContractCase("queries filter, sort and page as the reference, and count agrees") {
            repository async throws in
            let todos = try await repository.createAll((0..<12).map(varied))
            let filters: [TodoFilter] = [
                .all, TodoFilter(titleContains: "alpha"), TodoFilter(notesContains: "alpha"), TodoFilter(text: "alpha"),
            ]
            for field in TodoSort.Field.allCases {
                for direction in SortDirection.allCases {
                    for filter in filters {
                        let query = TodoQuery(
                            filter: filter, sort: TodoSort(field, direction), page: Page(limit: 4, offset: 1))
                        #expect(try await repository.fetchAll(query) == query.apply(to: todos), "\(query)")
                        #expect(try await repository.count(matching: filter) == todos.count(where: filter.matches))
                    }
                }
            }
        },
        TodoContractCase("each filter condition selects the todos stated here, and count agrees") {
            repository async throws in
            _ = try await repository.createAll((0..<12).map(varied))
            // Worked out by the scaffold from varied(_:), not by the code under test.
            let examples: [(TodoFilter, [Int])] = [
                (TodoFilter(title: "ALPHA"), [3, 9]),
                (TodoFilter(titleContains: "alp"), [1, 3, 7, 9]),
                (TodoFilter(titleContains: "ÄRG"), [4, 10]),
                (TodoFilter(title: "alpha"), []),
                (TodoFilter(title: "ALPHA", titleContains: "ÄRG"), []),
                (TodoFilter(notes: "ALPHA"), [3, 8]),
                (TodoFilter(notesContains: "alp"), [1, 3, 6, 8, 11]),
                (TodoFilter(notesContains: "ÄRG"), [4, 9]),
                (TodoFilter(notes: "alpha"), []),
                (TodoFilter(notes: "ALPHA", notesContains: "ÄRG"), []),
                (TodoFilter(isCompleted: true), [0, 3, 6, 9]),
                (TodoFilter(priority: .low), [0, 3, 6, 9]),
                (TodoFilter(dueDate: .isNil), [1, 5, 9]),
                (TodoFilter(dueDate: .equals(Date(millisecondsSince1970: 1_700_000_000_000))), [0, 3, 6]),
                (
                    TodoFilter(
                        dueDateMin: Date(millisecondsSince1970: 1_700_000_060_000),
                        dueDateMax: Date(millisecondsSince1970: 1_700_000_060_000)), [2, 8, 11]
                ),
                (TodoFilter(dueDateMax: Date(millisecondsSince1970: 1_700_000_060_000)), [0, 2, 3, 6, 8, 11]),
                (TodoFilter(projectID: .isNil), [1, 5, 9]),
                (TodoFilter(projectID: .equals(Fixtures.id(101))), [3, 7, 11]),
            ]
            for (filter, numbers) in examples {
                let query = TodoQuery(filter: filter, sort: TodoSort(.createdAt))
                #expect(
                    Set(try await repository.fetchAll(query).map(\.id)) == Set(numbers.map(Fixtures.id)), "\(filter)")
                #expect(try await repository.count(matching: filter) == numbers.count, "\(filter)")
            }
        },
        TodoContractCase("each field sorts the todos in the order stated here, both ways") { repository async throws in
            _ = try await repository.createAll((0..<12).map(varied))
            // Worked out by the scaffold from varied(_:): no value last either way, ties by id.
            let examples: [(TodoSort, [Int])] = [
                (TodoSort(.title, .ascending), [1, 3, 7, 9, 0, 6, 2, 8, 5, 11, 4, 10]),
                (TodoSort(.title, .descending), [4, 10, 5, 11, 2, 8, 0, 6, 1, 3, 7, 9]),
                (TodoSort(.notes, .ascending), [1, 3, 6, 8, 11, 0, 5, 10, 2, 7, 4, 9]),
                (TodoSort(.notes, .descending), [4, 9, 2, 7, 0, 5, 10, 1, 3, 6, 8, 11]),
                (TodoSort(.isCompleted, .ascending), [1, 2, 4, 5, 7, 8, 10, 11, 0, 3, 6, 9]),
                (TodoSort(.isCompleted, .descending), [0, 3, 6, 9, 1, 2, 4, 5, 7, 8, 10, 11]),
                (TodoSort(.priority, .ascending), [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11]),
                (TodoSort(.priority, .descending), [2, 5, 8, 11, 1, 4, 7, 10, 0, 3, 6, 9]),
                (TodoSort(.dueDate, .ascending), [0, 3, 6, 2, 8, 11, 4, 7, 10, 1, 5, 9]),
                (TodoSort(.dueDate, .descending), [4, 7, 10, 2, 8, 11, 0, 3, 6, 1, 5, 9]),
                (TodoSort(.projectID, .ascending), [0, 4, 8, 3, 7, 11, 2, 6, 10, 1, 5, 9]),
                (TodoSort(.projectID, .descending), [2, 6, 10, 3, 7, 11, 0, 4, 8, 1, 5, 9]),
            ]
            for (sort, numbers) in examples {
                #expect(
                    try await repository.fetchAll(TodoQuery(sort: sort)).map(\.id) == numbers.map(Fixtures.id),
                    "\(sort)")
            }
        },
        TodoContractCase("todos equal in the sort key come back in id order in both directions") {
            repository async throws in
            let ids = [9, 3, 7, 1, 5].map(Fixtures.id)
            let same = sample(1)
            // A unique field cannot repeat, so it has no ties to sort: each one's value differs by the id.
            let uniqueFields: [TodoSort.Field] = []
            _ = try await repository.createAll(
                ids.map { id in
                    Todo(
                        id: id, title: same.title, notes: same.notes, isCompleted: same.isCompleted,
                        priority: same.priority, dueDate: same.dueDate, projectID: same.projectID,
                        createdAt: same.createdAt)
                })
            let byID = ids.sorted { $0.uuidString < $1.uuidString }
            for field in TodoSort.Field.allCases where !uniqueFields.contains(field) {
                for direction in SortDirection.allCases {
                    let query = TodoQuery(sort: TodoSort(field, direction))
                    #expect(try await repository.fetchAll(query).map(\.id) == byID, "\(field) \(direction)")
                }
            }
        },
        TodoContractCase("pages are windows of the sorted result: consecutive pages add up to all") {
            repository async throws in
            let todos = try await repository.createAll((0..<23).map { sample($0, seconds: Int64($0 % 5)) })
            let all = TodoQuery.all.apply(to: todos).map(\.id)
            var paged: [UUID] = []
            for offset in stride(from: 0, to: all.count + 7, by: 7) {
                paged += try await repository.fetchAll(TodoQuery(page: Page(limit: 7, offset: offset))).map(\.id)
            }
            #expect(paged == all)
            #expect(try await repository.fetchAll(TodoQuery(page: Page(limit: 0))).isEmpty)
            #expect(try await repository.fetchAll(TodoQuery(page: Page(limit: 5, offset: all.count))).isEmpty)
        },
        TodoContractCase("a negative limit or offset is a validation error naming the field") {
            repository async throws in
            let limit = await repositoryError { () async throws(RepositoryError) in
                try await repository.fetchAll(TodoQuery(page: Page(limit: -1)))
            }
            #expect(limit?.validationField == "page.limit")
            let offset = await repositoryError { () async throws(RepositoryError) in
                try await repository.fetchAll(TodoQuery(page: Page(limit: 1, offset: -1)))
            }
            #expect(offset?.validationField == "page.offset")
        },
    ]

    /// Text is stored verbatim, whatever it holds; an enum's every case is kept.
    static let contentCases: [TodoContractCase] = [
        TodoContractCase("unicode and SQL metacharacters in the title are stored verbatim and found by its filter") {
            repository async throws in
            let texts = [
                "'); DROP TABLE todos;--", "Robert\"); DELETE FROM todos; --",
                "日本語 🎉 e\u{301} Ärger", "100% _done_ \\ back\\slash", "tab\tnew\nline", "👨‍👩‍👧‍👦 family",
            ]
            let created = try await repository.createAll(
                texts.enumerated().map { entry in
                    var todo = sample(entry.offset)
                    todo.title = entry.element
                    return todo
                })
            for todo in created {
                #expect(try await repository.fetch(id: todo.id).title == todo.title)
            }
            for (text, expected) in [("DROP TABLE", 1), ("%", 1), ("\\", 1), ("ärger", 1)] {
                #expect(try await repository.count(matching: TodoFilter(titleContains: text)) == expected, "\(text)")
            }
        },
        TodoContractCase("unicode and SQL metacharacters in the notes are stored verbatim and found by its filter") {
            repository async throws in
            let texts = [
                "'); DROP TABLE todos;--", "Robert\"); DELETE FROM todos; --",
                "日本語 🎉 e\u{301} Ärger", "100% _done_ \\ back\\slash", "tab\tnew\nline", "👨‍👩‍👧‍👦 family",
            ]
            let created = try await repository.createAll(
                texts.enumerated().map { entry in
                    var todo = sample(entry.offset)
                    todo.notes = entry.element
                    return todo
                })
            for todo in created {
                #expect(try await repository.fetch(id: todo.id).notes == todo.notes)
            }
            for (text, expected) in [("DROP TABLE", 1), ("%", 1), ("\\", 1), ("ärger", 1)] {
                #expect(try await repository.count(matching: TodoFilter(notesContains: text)) == expected, "\(text)")
            }
        },
        TodoContractCase("every case of the priority is stored by name, read back and selected by its filter") {
            repository async throws in
            let created = try await repository.createAll(
                Priority.allCases.enumerated().map { entry in
                    var todo = sample(entry.offset)
                    todo.priority = entry.element
                    return todo
                })
            for (todo, value) in zip(created, Priority.allCases) {
                #expect(try await repository.fetch(id: todo.id).priority == value)
                let filter = TodoFilter(priority: .only(value))
                #expect(try await repository.fetchAll(TodoQuery(filter: filter)).map(\.id) == [todo.id], "\(filter)")
            }
        },
    ]

    /// Change sets after each commit; streams end on cancellation.
    static let observationCases: [TodoContractCase] = [
        TodoContractCase("each committed write is delivered once, as one change set, after the commit") {
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
        TodoContractCase("cancelling the observing task ends its stream") { repository async throws in
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

    /// A todo with id `number` whose every field varies with it, with repeats, values
    /// equal ignoring case and missing values: what the query rules sort and filter.
    public static func varied(_ number: Int) -> Todo {
        Todo(
            id: Fixtures.id(number),
            title: ["beta", "Alpha", "gamma", "ALPHA", "Ärger", "item 1"][number % 6],
            notes: ["beta", "Alpha", "gamma", "ALPHA", "Ärger"][number % 5],
            isCompleted: number % 3 == 0,
            priority: Priority.allCases[number % 3],
            dueDate: number % 4 == 1
                ? nil : Date(millisecondsSince1970: 1_700_000_000_000 + Int64((number * 5) % 3) * 60_000),
            projectID: number % 4 == 1 ? nil : Fixtures.id(100 + (number * 3) % 4),
            createdAt: Fixtures.date(Int64(number % 3))
        )
    }

    /// A valid todo with id `number`, created `seconds` after the fixed test instant.
    public static func sample(_ number: Int, seconds: Int64 = 0) -> Todo {
        Todo(
            id: Fixtures.id(number),
            title: "Item \(number)",
            notes: "sample",
            isCompleted: true,
            priority: .low,
            dueDate: Date(millisecondsSince1970: 1_700_000_000_000),
            projectID: Fixtures.id(100),
            createdAt: Fixtures.date(seconds)
        )
    }
}
