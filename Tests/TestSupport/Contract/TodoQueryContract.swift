import Domain
import Foundation
import Testing

extension RepositoryContract {
    /// Every filter option and a paged sort over missing values, each held to Domain's reference evaluation, on
    /// the shared fixture (projects, real titles, search metacharacters); the generated contract
    /// (TodoContract.swift) holds every sort, its ties and a negative page.
    static let todoQueryCases: [ContractCase] = [
        ContractCase("every filter option selects what the Domain reference selects, and count agrees") {
            store async throws in
            let (projects, todos) = try await seedQueryFixture(store)
            for filter in filters(projects: projects) {
                let expected = TodoQuery(filter: filter).apply(to: todos).map(\.id)
                #expect(try await store.todos.fetchAll(TodoQuery(filter: filter)).map(\.id) == expected, "\(filter)")
                #expect(try await store.todos.count(matching: filter) == expected.count, "\(filter)")
            }
        },
        ContractCase("pages by due date, missing ones last, add up to all; a filtered page is the reference's window") {
            store async throws in
            let (_, todos) = try await seedQueryFixture(store)
            let sort = TodoSort(.dueDate, .descending)
            let all = TodoQuery(sort: sort).apply(to: todos).map(\.id)
            var paged: [UUID] = []
            for offset in stride(from: 0, to: all.count + 7, by: 7) {
                paged += try await store.todos.fetchAll(TodoQuery(sort: sort, page: Page(limit: 7, offset: offset)))
                    .map(\.id)
            }
            #expect(paged == all)
            #expect(try await store.todos.fetchAll(TodoQuery(page: Page(limit: 0))).isEmpty)
            #expect(try await store.todos.fetchAll(TodoQuery(page: Page(limit: 5, offset: all.count))).isEmpty)
            let filtered = TodoQuery(
                filter: TodoFilter(isCompleted: false), sort: TodoSort(.title), page: Page(limit: 4, offset: 3))
            #expect(try await store.todos.fetchAll(filtered).map(\.id) == filtered.apply(to: todos).map(\.id))
        },
    ]

    /// Stores the shared query fixture and returns it as stored.
    static func seedQueryFixture(_ store: StoreUnderTest) async throws -> ([Project], [Todo]) {
        let projects = try await store.projects.createAll(Fixtures.projects())
        let todos = try await store.todos.createAll(Fixtures.todos(projects: projects))
        return (projects, todos)
    }

    /// One filter per option and value, plus combinations.
    static func filters(projects: [Project]) -> [TodoFilter] {
        var filters: [TodoFilter] = TodoFilter.Completion.allCases.map { TodoFilter(isCompleted: $0.isCompleted) }
        filters += [TodoFilter(projectID: .isNil)] + projects.map { TodoFilter(projectID: .equals($0.id)) }
        filters += [TodoFilter(projectID: .equals(Fixtures.id(404)))]
        filters += Priority.allCases.map { TodoFilter(priority: $0) }
        filters += ["milk", "MILK", "report", "ärger", "ÄRGER", "日本", "50%", "%", "_", "discount_code", "", "zzz"]
            .map { TodoFilter(text: $0) }
        filters += [
            TodoFilter(title: "Buy milk"), TodoFilter(titleContains: "MILK"), TodoFilter(notesContains: "milk"),
        ]
        filters += [
            TodoFilter(dueDateMax: Fixtures.date(2 * 86_400)),
            TodoFilter(dueDateMin: Fixtures.date(2 * 86_400)),
            TodoFilter(dueDateMin: Fixtures.date(86_400), dueDateMax: Fixtures.date(4 * 86_400)),
            TodoFilter(dueDate: .isNil), TodoFilter(dueDate: .equals(Fixtures.date(2 * 86_400))),
            TodoFilter(isCompleted: false, priority: .high, text: "write"),
            TodoFilter(isCompleted: true, dueDateMin: Fixtures.date(-1), projectID: .equals(projects[0].id)),
        ]
        return filters
    }
}
