import Domain
import Foundation
import Testing

extension RepositoryContract {
    /// Keyset paging (`Page.after`): a page after a cursor, and a walk that never skips.
    static let keysetPagingCases: [ContractCase] = [
        ContractCase("a page after a cursor holds what the reference holds after it, for every sort") {
            store async throws in
            let (_, todos) = try await seedQueryFixture(store)
            for field in TodoSort.Field.allCases {
                for direction in SortDirection.allCases {
                    let sort = TodoSort(field, direction)
                    for todo in todos.prefix(12) {
                        // The cursor of a todo, and of one with the same key under an id no todo has.
                        let cursors = [
                            sort.cursor(of: todo), PageCursor(key: sort.cursor(of: todo).key, id: Fixtures.id(7)),
                        ]
                        for cursor in cursors {
                            let query = TodoQuery(sort: sort, page: Page(limit: 5, after: cursor))
                            #expect(
                                try await store.todos.fetchAll(query).map(\.id) == query.apply(to: todos).map(\.id),
                                "\(field) \(direction) after \(cursor)")
                        }
                    }
                }
            }
            let missingDue = TodoQuery(
                sort: TodoSort(.dueDate, .descending),
                page: Page(limit: 50, after: PageCursor(key: .missing, id: Fixtures.id(0))))
            #expect(try await store.todos.fetchAll(missingDue).map(\.id) == missingDue.apply(to: todos).map(\.id))
        },
        ContractCase("a walk by cursor skips no todo that stayed while todos are deleted between pages") {
            store async throws in
            _ = try await seedQueryFixture(store)
            for field in TodoSort.Field.allCases {
                for direction in SortDirection.allCases {
                    let query = TodoQuery(sort: TodoSort(field, direction))
                    let before = try await store.todos.fetchAll(query)
                    var walked: [Todo] = []
                    var deleted: [Todo] = []
                    try await store.todos.forEachPage(of: query, pageSize: 5) { page in
                        walked += page
                        guard walked.count == 5, let last = page.last, let first = page.first else { return }
                        // Between the first two pages: the todo the cursor was made from, one
                        // before it, and one not reached yet go.
                        let unseen = before[20]
                        for todo in [last, first, unseen] { try await store.todos.delete(id: todo.id) }
                        deleted = [last, first, unseen]
                    }
                    let unseenID = deleted.last?.id
                    #expect(
                        walked.map(\.id) == before.map(\.id).filter { $0 != unseenID }, "\(field) \(direction)")
                    // Put them back as they were, for the next order.
                    _ = try await store.todos.createAll(deleted)
                }
            }
        },
        ContractCase("a walk by cursor skips no project that stayed while projects are deleted between pages") {
            store async throws in
            let names = ["alpha", "Beta", "gamma", "Delta", "epsilon", "Zeta", "eta", "Theta"]
            _ = try await store.projects.createAll(
                names.enumerated().map { Project(id: Fixtures.id(500 + $0.offset), name: $0.element) })
            for field in ProjectSort.Field.allCases {
                for direction in SortDirection.allCases {
                    let query = ProjectQuery(sort: ProjectSort(field, direction))
                    let before = try await store.projects.fetchAll(query)
                    var walked: [Project] = []
                    var deleted: Project?
                    try await store.projects.forEachPage(of: query, pageSize: 3) { page in
                        walked += page
                        guard walked.count == 3, let last = page.last else { return }
                        try await store.projects.delete(id: last.id)
                        deleted = last
                    }
                    #expect(walked.map(\.id) == before.map(\.id), "\(field) \(direction)")
                    if let deleted { _ = try await store.projects.create(deleted) }
                }
            }
        },
    ]
}
