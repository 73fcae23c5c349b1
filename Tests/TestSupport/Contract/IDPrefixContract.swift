import Domain
import Foundation
import Testing

extension RepositoryContract {
    /// `fetch(idPrefix:limit:)`: how a person names a record by the first digits of its id.
    static let idPrefixCases: [ContractCase] = [
        ContractCase("an id prefix names the one todo whose id starts with it, ignoring case and hyphens") {
            store async throws in
            let todos = try await seedPrefixFixture(store)
            for typed in ["3f2a1", "3F2A1", "3f2a-1b", "3F2A1B2C-00"] {
                let prefix = try #require(IDPrefix(typed))
                let found = try await store.todos.fetch(idPrefix: prefix, limit: 2)
                #expect(found == [todos[1]], "typed \(typed)")
            }
            let whole = try #require(IDPrefix(todos[1].id.uuidString))
            #expect(try await store.todos.fetch(idPrefix: whole, limit: 2) == [todos[1]])
        },
        ContractCase("an ambiguous id prefix answers its candidates in id order, no more than the limit") {
            store async throws in
            let todos = try await seedPrefixFixture(store)
            let prefix = try #require(IDPrefix("3F2A"))
            #expect(try await store.todos.fetch(idPrefix: prefix, limit: 2) == [todos[0], todos[1]])
            #expect(try await store.todos.fetch(idPrefix: prefix, limit: 10) == [todos[0], todos[1], todos[2]])
            #expect(try await store.todos.fetch(idPrefix: prefix, limit: 1) == [todos[0]])
        },
        ContractCase("an id prefix no id starts with answers nothing, even beside ids just above and below it") {
            store async throws in
            let todos = try await seedPrefixFixture(store)
            for typed in ["3f2c", "3f28", "3f2a1b2c00004000800000000003", "0", "f"] {
                let prefix = try #require(IDPrefix(typed))
                #expect(try await store.todos.fetch(idPrefix: prefix, limit: 2).isEmpty, "typed \(typed)")
            }
            let last = try #require(IDPrefix("3f2aff"))
            #expect(try await store.todos.fetch(idPrefix: last, limit: 2) == [todos[2]])
        },
        ContractCase("a time-ordered id is also named by the start of its last group; a random one is not") {
            store async throws in
            let ids = [
                "0190F5A0-0000-7000-8000-ABCDEF000001", "0190F5A0-0000-7000-8000-ABCD00000002",
                "11111111-0000-4000-8000-ABCDEF000003",
            ]
            var todos: [Todo] = []
            for (index, text) in ids.enumerated() {
                todos.append(Todo(id: try prefixID(text), title: "Todo \(index)", createdAt: Fixtures.date()))
            }
            _ = try await store.todos.createAll(todos)
            let (first, second, random) = (todos[0], todos[1], todos[2])
            func found(_ typed: String, limit: Int = 10) async throws -> [Todo] {
                try await store.todos.fetch(idPrefix: try #require(IDPrefix(typed)), limit: limit)
            }
            #expect(try await found("abcdef") == [first], "the random id's tail starts with abcdef too")
            #expect(try await found("ABCD") == [second, first], "in id order")
            #expect(try await found("abcd", limit: 1) == [second])
            #expect(try await found("0190f5a0") == [second, first], "the leading digits still name them")
            #expect(try await found("1111") == [random])
            #expect(try await found("abcdef0000012").isEmpty, "longer than the last group")
        },
        ContractCase("a project is named by an id prefix the same way") { store async throws in
            let home = try await store.projects.create(
                Project(id: try prefixID("AB000000-0000-4000-8000-000000000001"), name: "Home"))
            _ = try await store.projects.create(
                Project(id: try prefixID("AC000000-0000-4000-8000-000000000002"), name: "Work"))
            #expect(try await store.projects.fetch(idPrefix: try #require(IDPrefix("ab")), limit: 2) == [home])
            #expect(try await store.projects.fetch(idPrefix: try #require(IDPrefix("a")), limit: 2).count == 2)
        },
    ]

    /// Three todos whose ids start with 3F2A, the middle one alone with 3F2A1, and ids on both
    /// sides of the range (3F29..., 3F2B...), in a shuffled insertion order.
    private static func seedPrefixFixture(_ store: StoreUnderTest) async throws -> [Todo] {
        let ids = [
            "3F2A0000-0000-4000-8000-000000000001", "3F2A1B2C-0000-4000-8000-000000000002",
            "3F2AFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF", "3F29FFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF",
            "3F2B0000-0000-4000-8000-000000000000",
        ]
        var todos: [Todo] = []
        for (index, text) in ids.enumerated() {
            todos.append(Todo(id: try prefixID(text), title: "Todo \(index)", createdAt: Fixtures.date(Int64(index))))
        }
        _ = try await store.todos.createAll([todos[3], todos[1], todos[4], todos[2], todos[0]])
        return Array(todos[0..<3])
    }

    private static func prefixID(_ text: String) throws -> UUID {
        try #require(UUID(uuidString: text))
    }
}
