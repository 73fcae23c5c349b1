import Domain
import Foundation
import Testing

// The query cases in TodoQueryContract.swift compare every store with Domain's evaluation,
// which is the very code the in-memory and file stores run: for those stores they could not
// fail if the evaluation itself were wrong. These cases state the answers by hand, as fixture
// numbers, for a small data set chosen so that every sort field orders it differently and has
// ties; each number is `Fixtures.id(n)`, so ties break in number order.

extension RepositoryContract {
    /// Filters, sorts and pages of todos and projects against answers worked out by hand.
    static let queryAnswerCases: [ContractCase] = [
        ContractCase("todo sorts give the hand-stated orders, missing due dates last, ties by id") {
            store async throws in
            _ = try await seedAnswerFixture(store)
            let expected: [(TodoSort.Field, SortDirection, [Int])] = [
                (.createdAt, .ascending, [6, 2, 4, 3, 1, 7, 5]),
                (.createdAt, .descending, [5, 1, 7, 3, 2, 4, 6]),
                (.updatedAt, .ascending, [2, 4, 5, 1, 7, 3, 6]),
                (.updatedAt, .descending, [6, 3, 1, 7, 5, 4, 2]),
                (.dueDate, .ascending, [3, 5, 1, 7, 4, 2, 6]),
                (.dueDate, .descending, [4, 1, 7, 3, 5, 2, 6]),
                (.priority, .ascending, [1, 6, 4, 5, 2, 3, 7]),
                (.priority, .descending, [2, 3, 7, 4, 5, 1, 6]),
                (.title, .ascending, [4, 1, 7, 2, 3, 6, 5]),
                (.title, .descending, [5, 6, 3, 2, 1, 7, 4]),
            ]
            for (field, direction, numbers) in expected {
                let found = try await store.todos.fetchAll(TodoQuery(sort: TodoSort(field, direction)))
                #expect(found.map(\.id) == numbers.map(Fixtures.id), "\(field) \(direction)")
            }
        },
        ContractCase("todo filters select the hand-stated todos, oldest first, and count agrees") {
            store async throws in
            let (home, work) = try await seedAnswerFixture(store)
            let expected: [(TodoFilter, [Int])] = [
                (TodoFilter(isCompleted: false), [6, 3, 1, 7, 5]),
                (TodoFilter(isCompleted: true), [2, 4]),
                (TodoFilter(projectID: .isNil), [2, 7, 5]),
                (TodoFilter(projectID: .equals(home)), [4, 1]),
                (TodoFilter(projectID: .equals(work)), [6, 3]),
                (TodoFilter(projectID: .equals(Fixtures.id(404))), []),
                (TodoFilter(priority: .high), [2, 3, 7]),
                (TodoFilter(priority: .low), [6, 1]),
                (TodoFilter(text: "milk"), [4, 1, 7]),
                (TodoFilter(text: "ÄRGER"), [2, 5]),
                (TodoFilter(text: "50%"), [2]),
                (TodoFilter(text: "%"), [2]),
                (TodoFilter(text: "_"), [6]),
                (TodoFilter(text: ""), [6, 2, 4, 3, 1, 7, 5]),
                (TodoFilter(text: "zzz"), []),
                (TodoFilter(dueDateMax: day(1)), [3, 5]),
                (TodoFilter(dueDateMax: day(2).addingTimeInterval(-0.001)), [3, 5]),
                (TodoFilter(dueDateMin: day(3)), [4]),
                (TodoFilter(dueDateMin: day(2).addingTimeInterval(0.001)), [4]),
                (TodoFilter(dueDateMin: day(2), dueDateMax: day(2)), [1, 7]),
                (TodoFilter(dueDate: .equals(day(2))), [1, 7]),
                (TodoFilter(dueDate: .isNil), [6, 2]),
                (TodoFilter(isCompleted: false, priority: .high, text: "write"), [3]),
                (TodoFilter(isCompleted: true, dueDateMin: Fixtures.date(-1), projectID: .equals(home)), [4]),
            ]
            for (filter, numbers) in expected {
                #expect(
                    try await store.todos.fetchAll(TodoQuery(filter: filter, sort: TodoSort(.createdAt))).map(\.id)
                        == numbers.map(Fixtures.id),
                    "\(filter)")
                #expect(try await store.todos.count(matching: filter) == numbers.count, "\(filter)")
            }
        },
        ContractCase("todo pages are the hand-stated windows of the title order") { store async throws in
            _ = try await seedAnswerFixture(store)
            let expected: [(Page, [Int])] = [
                (Page(limit: 3, offset: 2), [7, 2, 3]),
                (Page(limit: 3, offset: 5), [6, 5]),
                (Page(limit: 3, offset: 7), []),
                (Page(limit: 0, offset: 0), []),
            ]
            for (page, numbers) in expected {
                let query = TodoQuery(sort: TodoSort(.title), page: page)
                #expect(try await store.todos.fetchAll(query).map(\.id) == numbers.map(Fixtures.id), "\(page)")
            }
        },
        ContractCase("project sorts, filters and pages give the hand-stated answers") { store async throws in
            _ = try await store.projects.createAll(answerProjects())
            let sorts: [(ProjectSort.Field, SortDirection, [Int])] = [
                (.name, .ascending, [2, 4, 1, 6, 3, 5]),
                (.name, .descending, [5, 3, 6, 1, 4, 2]),
                (.createdAt, .ascending, [2, 4, 3, 1, 5, 6]),
                (.createdAt, .descending, [6, 1, 5, 3, 2, 4]),
                (.updatedAt, .ascending, [5, 2, 6, 4, 1, 3]),
                (.updatedAt, .descending, [3, 1, 4, 2, 6, 5]),
            ]
            for (field, direction, numbers) in sorts {
                let query = ProjectQuery(sort: ProjectSort(field, direction))
                #expect(
                    try await store.projects.fetchAll(query).map(\.id) == numbers.map(Fixtures.id),
                    "\(field) \(direction)")
            }
            let filters: [(String, [Int])] = [("alpha", [2, 4]), ("ä", [5]), ("A", [2, 4, 1, 6, 3]), ("zzz", [])]
            for (text, numbers) in filters {
                let filter = ProjectFilter(nameContains: text)
                #expect(
                    try await store.projects.fetchAll(ProjectQuery(filter: filter)).map(\.id)
                        == numbers.map(Fixtures.id), "\(text)")
                #expect(try await store.projects.count(matching: filter) == numbers.count, "\(text)")
            }
            let page = ProjectQuery(page: Page(limit: 2, offset: 1))
            #expect(try await store.projects.fetchAll(page).map(\.id) == [4, 1].map(Fixtures.id))
        },
    ]

    /// Stores projects Home (101) and Work (102) and todos 1 to 7, and returns the projects' ids.
    ///
    /// | todo | title | notes | done | priority | due day | project | created s | updated s |
    /// |---|---|---|---|---|---|---|---|---|
    /// | 1 | buy milk | | | low | 2 | Home | 3 | 5 |
    /// | 2 | Call Ärger | the 50% bill | yes | high | | | 1 | 1 |
    /// | 3 | write report | | | high | 1 | Work | 2 | 8 |
    /// | 4 | Buy bread | milk too | yes | medium | 3 | Home | 1 | 2 |
    /// | 5 | ärger melden | | | medium | 1 | | 4 | 4 |
    /// | 6 | Zebra | discount_code | | low | | Work | 0 | 9 |
    /// | 7 | BUY MILK | | | high | 2 | | 3 | 5 |
    static func seedAnswerFixture(_ store: StoreUnderTest) async throws -> (home: UUID, work: UUID) {
        let home = Fixtures.id(101)
        let work = Fixtures.id(102)
        _ = try await store.projects.createAll([Project(id: home, name: "Home"), Project(id: work, name: "Work")])
        func todo(
            _ number: Int, _ title: String, notes: String = "", done: Bool = false, _ priority: Priority,
            due: Int64?, _ project: UUID?, created: Int64, updated: Int64
        ) -> Todo {
            Todo(
                id: Fixtures.id(number), title: title, notes: notes, isCompleted: done, priority: priority,
                dueDate: due.map(day), projectID: project, createdAt: Fixtures.date(created),
                updatedAt: Fixtures.date(updated))
        }
        _ = try await store.todos.createAll([
            todo(1, "buy milk", .low, due: 2, home, created: 3, updated: 5),
            todo(2, "Call Ärger", notes: "the 50% bill", done: true, .high, due: nil, nil, created: 1, updated: 1),
            todo(3, "write report", .high, due: 1, work, created: 2, updated: 8),
            todo(4, "Buy bread", notes: "milk too", done: true, .medium, due: 3, home, created: 1, updated: 2),
            todo(5, "ärger melden", .medium, due: 1, nil, created: 4, updated: 4),
            todo(6, "Zebra", notes: "discount_code", .low, due: nil, work, created: 0, updated: 9),
            todo(7, "BUY MILK", .high, due: 2, nil, created: 3, updated: 5),
        ])
        return (home, work)
    }

    /// Projects 1 to 6: beta (created 2 s, updated 7 s), Alpha (0, 3), gamma (1, 9),
    /// ALPHABET (0, 5), Ärger (2, 1), delta (3, 3).
    static func answerProjects() -> [Project] {
        [("beta", 2, 7), ("Alpha", 0, 3), ("gamma", 1, 9), ("ALPHABET", 0, 5), ("Ärger", 2, 1), ("delta", 3, 3)]
            .enumerated().map { index, project in
                Project(
                    id: Fixtures.id(index + 1), name: project.0, createdAt: Fixtures.date(project.1),
                    updatedAt: Fixtures.date(project.2))
            }
    }

    /// Midnight of day `number` after the fixtures' epoch.
    static func day(_ number: Int64) -> Date {
        Fixtures.date(number * 86_400)
    }
}
