import Domain
import Foundation
import Testing

extension RepositoryContract {
    /// Text is stored verbatim, whatever it holds.
    static let contentCases: [ContractCase] = [
        ContractCase("unicode and SQL metacharacters are stored verbatim and found by search") { store async throws in
            let titles = [
                "'); DROP TABLE todos;--", "Robert\"); DELETE FROM projects; --", "日本語 🎉 e\u{301} Ärger",
                "100% _done_ \\ back\\slash", "tab\tnew\nline", "👨‍👩‍👧‍👦 family",
            ]
            let created = try await store.todos.createAll(titles.map { Todo(title: $0, notes: $0) })
            for todo in created {
                #expect(try await store.todos.fetch(id: todo.id).title == todo.title)
                #expect(try await store.todos.fetch(id: todo.id).notes == todo.notes)
            }
            #expect(try await store.todos.count(matching: .all) == titles.count)
            #expect(try await store.todos.count(matching: TodoFilter(text: "DROP TABLE")) == 1)
            #expect(try await store.todos.count(matching: TodoFilter(text: "%")) == 1)
            #expect(try await store.todos.count(matching: TodoFilter(text: "\\")) == 1)
            #expect(try await store.todos.count(matching: TodoFilter(text: "ärger")) == 1)
            let project = try await store.projects.create(Project(name: "'; DROP TABLE projects;--"))
            #expect(try await store.projects.fetch(id: project.id).name == "'; DROP TABLE projects;--")
        },
        ContractCase("a 1 MB notes field round-trips byte for byte") { store async throws in
            let chunk = "Lorem ipsum dolor sit amet, ünïcödé ✓ 日本 — "
            var notes = ""
            while notes.utf8.count < 1_048_576 { notes += chunk }
            let created = try await store.todos.create(Todo(title: "Big", notes: notes))
            let fetched = try await store.todos.fetch(id: created.id)
            #expect(fetched.notes.utf8.count == notes.utf8.count)
            #expect(fetched.notes == notes)
        },
    ]
}
