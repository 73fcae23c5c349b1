//
//  TodoStoreTests.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain
import Foundation
import TestSupport
import Testing

@testable import Data
@testable import SQLiteStore

/// Every store holds todos alike: the todo contract on each (PostgreSQL only when a
/// test server is set), what the in-memory and SQLite stores add, and the Swift server's strict
/// reading of a body.
@Suite("Every store honours the todo contract")
struct TodoStoreTests {
    @Test(arguments: ContractStore.allCases, TodoContract.allCases)
    func honoursContract(_ store: ContractStore, _ rule: TodoContractCase) async throws {
        try await store.open { store in try await rule.run { Self.repositories(store) } }
    }

    @Test(
        "PostgreSQL, on a schema of its own on the test server",
        .enabled(if: PostgreSQLTestServer.isAvailable, PostgreSQLTestServer.skipReason),
        arguments: TodoContract.allCases)
    func honoursContractOnPostgreSQL(_ rule: TodoContractCase) async throws {
        let (store, schema) = try await PostgreSQLTestStore.open()
        defer { schema.drop() }
        try await rule.run { Self.repositories(store) }
    }

    @Test("Every data source of one in-memory store sees the same todos, and no other store's")
    func sourcesShareTheirStore() async throws {
        let store = DataStore.inMemory()
        try await Self.repositories(store).referred.seed()
        let writer = TodoRepositoryImpl(dataSource: store.todoDataSource())
        let reader = TodoRepositoryImpl(dataSource: store.todoDataSource())
        let created = try await writer.create(TodoContract.sample(1))
        #expect(try await reader.fetch(id: created.id) == created)
        let other = TodoRepositoryImpl(dataSource: DataStore.inMemory().todoDataSource())
        #expect(try await other.count(matching: .all) == 0)
    }

    @Test("seed stores todos all or nothing in memory, and reset removes them")
    func seedAndReset() async throws {
        let memory = InMemoryStore()
        let repository = TodoRepositoryImpl(dataSource: DataStore.inMemory(memory).todoDataSource())
        try await Self.repositories(DataStore.inMemory(memory)).referred.seed()
        let seeded = [TodoContract.sample(1), TodoContract.sample(2)]
        try await memory.seed(todos: seeded)
        #expect(try await repository.fetchAll(.all) == TodoQuery.all.apply(to: seeded))
        let clash = await repositoryError { () async throws(RepositoryError) in
            try await memory.seed(todos: [TodoContract.sample(3), TodoContract.sample(1)])
        }
        #expect(clash?.isConflict == true)
        #expect(try await repository.count(matching: .all) == 2)
        await memory.reset()
        #expect(try await repository.count(matching: .all) == 0)
    }

    @Test("SQLite's steps create exactly the columns the schema reads and writes, and the database records the newest")
    func stepOneCreatesTheColumns() throws {
        let connection = try SQLiteConnection(path: ":memory:")
        try SQLiteSchema.createTables(on: connection)
        let columns = try connection.prepare(#"SELECT "name" FROM pragma_table_info('todos')"#)
        var names: [String] = []
        while try columns.step() { names.append(columns.string(at: 0)) }
        // A column added by a later step comes after "updated_at" in the table; rows are read by name.
        #expect(names.sorted() == TodoSchema.columns.map(\.name).sorted())
        let newest = TodoSchema.migrations.last?.version
        #expect(try SQLiteTableVersions.version(of: "todos", on: connection) == newest)
    }

    @Test("SQLite: todos stored in a database file are there after reopening it")
    func rowsSurviveReopening() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("todos.sqlite")
        try await Self.repositories(try DataStore.sqlite(path: path)).referred.seed()
        let created = try await TodoRepositoryImpl(dataSource: try DataStore.sqlite(path: path).todoDataSource())
            .createAll([TodoContract.sample(1), TodoContract.sample(2)])
        let reopened = TodoRepositoryImpl(dataSource: try DataStore.sqlite(path: path).todoDataSource())
        #expect(try await reopened.fetchAll(.all) == TodoQuery.all.apply(to: created))
    }

    /// The Swift server reads a todo body as strictly as a todo's (docs/REST.md,
    /// "Wire format"): an id that is not 36 hex characters in groups, or a time that is not an ISO 8601
    /// instant of the years 0001 to 9999, is 400 `invalid_field` naming the field, and nothing is stored that another client
    /// would trip over.
    @Test(
        "The server refuses a bent id or an unstorable time with 400 invalid_field naming the field, and stores nothing"
    )
    func serverRefusesMalformedFields() async throws {
        let server = try await ReferenceServer.start()
        defer { server.stop() }
        let record = TodoRecord(TodoContract.sample(1))
        let valid = try JSONSerialization.jsonObject(with: JSONEncoder().encode(try TodoBody(record)))
        // sscanf, under Foundation's UUID decoding on Linux, reads this as the record's own id.
        let bent = "+" + record.id.uuidString.dropFirst()
        let malformed: [(field: String, value: Any)] = [
            ("id", bent), ("createdAt", "10000-01-01T00:00:00.000Z"), ("updatedAt", 1_767_225_600_000),
            ("priority", "priority-that-is-no-case"),
            ("due", "2026-02-30T00:00:00.000Z"),
            ("projectId", bent),
        ]
        for (field, value) in malformed {
            var body = valid as? [String: Any] ?? [:]
            body[field] = value
            let text = String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)
            let answer = try await ServerPost.send(text, to: server.baseURL, "todos")
            ServerPost.expectRefusal(answer, code: "invalid_field", field: field, field)
        }
        #expect(try await ServerPost.count(at: server.baseURL, "todos") == #"{"count":0}"#)
    }

    /// The todos' repository over `store`, and over the same store those of what they refer to.
    private static func repositories(
        _ store: DataStore
    ) -> (repository: any TodoRepositoryProtocol, referred: TodoReferred) {
        (
            TodoRepositoryImpl(dataSource: store.todoDataSource()),
            TodoReferred(
                projectRepository: ProjectRepositoryImpl(dataSource: store.projectDataSource()),
            )
        )
    }
}
