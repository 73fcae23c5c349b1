import Domain
import Foundation
import Testing

@Suite("Todo queries")
struct TodoQueryTests {
    @Test("the default query selects everything, by title A to Z, unpaged")
    func defaults() {
        let query = TodoQuery()
        #expect(query == .all)
        #expect(query.filter == TodoFilter(isCompleted: nil, projectID: .any))
        #expect(query.sort == TodoSort(.title, .ascending))
        #expect(query.page == nil)
    }

    @Test("queries are equal exactly when every part is equal")
    func equality() {
        let base = TodoQuery(filter: TodoFilter(text: "milk"), sort: TodoSort(.title), page: Page(limit: 10))
        #expect(
            base
                == TodoQuery(filter: TodoFilter(text: "milk"), sort: TodoSort(.title), page: Page(limit: 10, offset: 0))
        )
        #expect(base != TodoQuery(filter: TodoFilter(text: "Milk"), sort: TodoSort(.title), page: Page(limit: 10)))
        #expect(
            base
                != TodoQuery(
                    filter: TodoFilter(text: "milk"), sort: TodoSort(.title, .descending), page: Page(limit: 10)))
        #expect(
            base
                != TodoQuery(filter: TodoFilter(text: "milk"), sort: TodoSort(.title), page: Page(limit: 10, offset: 1))
        )
        #expect(Set([base, base]).count == 1)
    }

    @Test("a negative limit or offset is refused, naming the field")
    func negativePageIsRefused() {
        #expect(throws: ValidationError.self) { try TodoQuery(page: Page(limit: -1)).validated() }
        let error = #expect(throws: ValidationError.self) {
            try TodoQuery(page: Page(limit: 1, offset: -5)).validated()
        }
        #expect(error?.field == "page.offset")
    }

    @Test("filters combine: completion, project, priority, text in title or notes, due window")
    func filterMatching() {
        let project = UUID()
        let due = Date(millisecondsSince1970: 1_000_000)
        let todo = Todo(
            title: "Buy MILK", notes: "at the Bäckerei", isCompleted: false, priority: .high, dueDate: due,
            projectID: project)

        #expect(TodoFilter().matches(todo))
        #expect(TodoFilter(isCompleted: false).matches(todo))
        #expect(!TodoFilter(isCompleted: true).matches(todo))
        #expect(TodoFilter(projectID: .equals(project)).matches(todo))
        #expect(!TodoFilter(projectID: .isNil).matches(todo))
        #expect(!TodoFilter(projectID: .equals(UUID())).matches(todo))
        #expect(TodoFilter(priority: .high).matches(todo))
        #expect(!TodoFilter(priority: .low).matches(todo))
        #expect(TodoFilter(text: "milk").matches(todo))
        #expect(TodoFilter(text: "BÄCKEREI").matches(todo))
        #expect(!TodoFilter(text: "bread").matches(todo))
        #expect(TodoFilter(dueDateMax: due).matches(todo))
        #expect(!TodoFilter(dueDateMax: due.addingTimeInterval(-0.001)).matches(todo))
        #expect(TodoFilter(dueDateMin: due).matches(todo))
        #expect(!TodoFilter(dueDateMin: due.addingTimeInterval(0.001)).matches(todo))
        #expect(!TodoFilter(dueDateMax: .distantFuture).matches(Todo(title: "undated")))
        #expect(
            TodoFilter(dueDate: .isNil).matches(Todo(title: "undated")) && !TodoFilter(dueDate: .isNil).matches(todo))
        #expect(TodoFilter(text: "").matches(todo) && !TodoFilter(text: "milk").matches(Todo(title: "tea")))
        #expect(!TodoFilter(isCompleted: false, priority: .low).matches(todo))
    }

    @Test("open, done or either is the filter's isCompleted, both ways")
    func completionIsIsCompleted() {
        for completion in TodoFilter.Completion.allCases {
            #expect(TodoFilter(isCompleted: completion.isCompleted).completion == completion)
        }
        #expect(TodoFilter.Completion.open.isCompleted == false && TodoFilter.Completion.done.isCompleted == true)
    }

    @Test("due-date sort puts undated todos last in both directions and breaks ties by id")
    func dueDateOrdering() {
        let early = Todo(title: "early", dueDate: Date(millisecondsSince1970: 1))
        let late = Todo(title: "late", dueDate: Date(millisecondsSince1970: 2))
        let undatedA = Todo(id: UUID(uuidString: "00000000-0000-0000-0000-00000000000A") ?? UUID(), title: "a")
        let undatedB = Todo(id: UUID(uuidString: "00000000-0000-0000-0000-00000000000B") ?? UUID(), title: "b")
        let todos = [undatedB, late, undatedA, early]

        let ascending = TodoQuery(sort: TodoSort(.dueDate, .ascending)).apply(to: todos)
        #expect(ascending.map(\.title) == ["early", "late", "a", "b"])
        let descending = TodoQuery(sort: TodoSort(.dueDate, .descending)).apply(to: todos)
        #expect(descending.map(\.title) == ["late", "early", "a", "b"])
    }

    @Test("title sort ignores case; pages are windows of the sorted result")
    func titleOrderingAndPaging() {
        let todos = ["banana", "Apple", "cherry", "apple pie"].map { Todo(title: $0) }
        let query = TodoQuery(sort: TodoSort(.title), page: Page(limit: 2, offset: 1))
        #expect(query.apply(to: todos).map(\.title) == ["apple pie", "banana"])
        #expect(TodoQuery(sort: TodoSort(.title, .descending)).apply(to: todos).first?.title == "cherry")
    }
}
