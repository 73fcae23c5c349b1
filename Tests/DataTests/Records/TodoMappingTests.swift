//
//  TodoMappingTests.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Data
import Domain
import Foundation
import TestSupport
import Testing
import WireFormat

/// A todo through its record (what stores keep) and across the wire (what the remote store
/// sends and receives), and the request of each REST action.
@Suite("Todo maps to its record and to the wire unchanged")
struct TodoMappingTests {
    @Test("A todo survives the round trip through its record unchanged")
    func roundTrip() throws {
        let todo = TodoContract.sample(1, seconds: 5)
        #expect(try TodoRecord(todo).toDomain() == todo)
    }

    @Test("A stored time outside the storable range is a storage error naming the field, not a trap")
    func refusesAnUnstorableTime() {
        var record = TodoRecord(TodoContract.sample(4))
        record.updatedAt = Int64.max
        #expect(throws: DataSourceError.self) { try record.toDomain() }
    }

    @Test("Times are stored as whole milliseconds since 1970")
    func storesMilliseconds() {
        let todo = TodoContract.sample(2, seconds: 1)
        let record = TodoRecord(todo)
        #expect(record.createdAt == Fixtures.date(1).millisecondsSince1970)
        #expect(record.id == todo.id)
    }

    @Test("A stored priority that is no case of Priority is a storage error naming the field and the value")
    func refusesAnUnknownPriority() {
        var record = TodoRecord(TodoContract.sample(5))
        record.priority = 3
        let error = #expect(throws: DataSourceError.self) { try record.toDomain() }
        let message = error.map { "\($0)" } ?? ""
        #expect(message.contains("priority") && message.contains("\"3\""), "\(message)")
    }

    @Test("An absent due date stays absent through the record")
    func absentDueDate() throws {
        var todo = TodoContract.sample(3)
        todo.dueDate = nil
        #expect(try TodoRecord(todo).toDomain().dueDate == nil)
    }

    @Test("An absent project ID stays absent through the record")
    func absentProjectID() throws {
        var todo = TodoContract.sample(3)
        todo.projectID = nil
        #expect(try TodoRecord(todo).toDomain().projectID == nil)
    }

    @Test("What TodoBody sends decodes as TodoResponse and maps back to the same todo")
    func bodyAndResponseRoundTrip() throws {
        let todo = TodoContract.sample(1, seconds: 3)
        let json = try JSONEncoder().encode(try TodoBody(TodoRecord(todo)))
        let response = try JSONDecoder().decode(TodoResponse.self, from: json)
        #expect(try response.toDomain() == todo)
    }

    @Test("Each request names its path and method")
    func pathsAndMethods() {
        let todo = TodoContract.sample(2)
        let id = todo.id.uuidString.lowercased()
        let body = TodoBody(todo)
        #expect(GetTodoRequest(id: todo.id).path == "todos/\(id)")
        #expect(ListTodoRequest(query: .all).method == .get)
        #expect(CreateTodoRequest([body]).method == .post)
        #expect(UpdateTodoRequest(id: todo.id, body).path == "todos/\(id)")
        #expect(DeleteTodoRequest(id: todo.id).method == .delete)
        #expect(CountTodoRequest(filter: .all).path == "todos/count")
    }

    @Test("A list request carries its sort, order and page in the query string")
    func listQueryItems() {
        let query = TodoQuery(sort: TodoSort(.updatedAt, .descending), page: Page(limit: 5, offset: 10))
        let items = ListTodoRequest(query: query).queryItems
        #expect(items.contains(URLQueryItem(name: "sort", value: "updatedAt")))
        #expect(items.count >= 2)
    }
}
