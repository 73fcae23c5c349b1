import Domain
import Foundation
import TestSupport
import Testing

@testable import Data

/// The in-memory and file stores answer a query with Domain's own evaluation, whatever shortcut
/// they take to it: a first page kept batch by batch, records kept in an array by id.
@Suite("Local stores select what Domain's evaluation selects")
struct LocalSelectionTests {
    /// More todos than several selection batches, with clashing creation times (ties go by id)
    /// and a few done, in a shuffled order.
    private static func todos(count: Int) -> [TodoRecord] {
        var random = SeededGenerator(seed: 16)
        return (0..<count).map { index in
            TodoRecord(
                id: UUID(), title: "todo \(index)", notes: "", isCompleted: index % 7 == 0,
                priority: index % 3, dueDate: index % 2 == 0 ? nil : Int64.random(in: 0..<1_000, using: &random),
                projectID: nil, createdAt: Int64.random(in: 0..<5_000, using: &random),
                updatedAt: Int64(index))
        }
        .shuffled(using: &random)
    }

    @Test(
        "a page of a query over several selection batches is the page of all the matches",
        arguments: [
            TodoQuery(sort: TodoSort(.createdAt, .descending), page: Page(limit: 10)),
            TodoQuery(filter: TodoFilter(isCompleted: false), sort: TodoSort(.dueDate), page: Page(limit: 1_000)),
            TodoQuery(sort: TodoSort(.createdAt), page: Page(limit: 10, offset: 5_000)),
            TodoQuery(filter: TodoFilter(priority: .high), sort: TodoSort(.title), page: Page(limit: 7, offset: 300)),
            TodoQuery(page: Page(limit: 0)),
            TodoQuery(sort: TodoSort(.updatedAt, .descending), page: Page(limit: 1_000, offset: 24)),
            TodoQuery(filter: TodoFilter(isCompleted: true), sort: TodoSort(.priority, .descending)),
        ])
    func pageOfAllMatches(query: TodoQuery) throws {
        let records = Self.todos(count: TodoSchema.selectionBatch * 5 / 2)
        let expected = query.apply(to: try records.map { try $0.toDomain() }).map(TodoRecord.init)
        #expect(try TodoSchema.select(query, from: records) == expected)
        #expect(!expected.isEmpty || query.page?.limit == 0)
    }

    @Test("records by id find each record after others are replaced and removed around it")
    func recordsByID() {
        let records = Self.todos(count: 50)
        #expect(RecordsByID<TodoRecord>(adopting: [records[0], records[1], records[0]]) == nil)
        guard var byID = RecordsByID<TodoRecord>(adopting: Array(records[0..<20])) else {
            Issue.record("20 distinct ids refused")
            return
        }
        for record in records[20...] { byID.updateValue(record, forKey: record.id) }
        var renamed = records[3]
        renamed.title = "renamed"
        let replaced = byID.updateValue(renamed, forKey: renamed.id)
        #expect(replaced == records[3])
        for record in [records[0], records[25], records[49]] {
            let first = byID.removeValue(forKey: record.id)
            let second = byID.removeValue(forKey: record.id)
            #expect(first == record)
            #expect(second == nil)
        }
        let removed: Set = [records[0].id, records[25].id, records[49].id]
        #expect(byID.count == 47)
        #expect(Set(byID.keys) == Set(records.map(\.id)).subtracting(removed))
        for record in records where !removed.contains(record.id) {
            #expect(byID[record.id] == (record.id == renamed.id ? renamed : record))
        }
        #expect(byID.values.count == 47)
    }

    @Test("records by id agree with a dictionary through thousands of puts and removals, ids random or alike")
    func recordsByIDAgreeWithDictionary() {
        var random = SeededGenerator(seed: 17)
        // Ids that differ in a few bits only, beside random ones: the index must spread both.
        let ids = (0..<600).map { number in number % 2 == 0 ? Fixtures.id(number) : UUID() }
        let records = Self.todos(count: ids.count).enumerated().map { index, record in
            var record = record
            record.id = ids[index]
            return record
        }
        var byID = RecordsByID<TodoRecord>()
        var model: [UUID: TodoRecord] = [:]
        for step in 0..<5_000 {
            var record = records.randomElement(using: &random) ?? records[0]
            if Bool.random(using: &random) {
                record.updatedAt = Int64(step)
                #expect(byID.updateValue(record, forKey: record.id) == model.updateValue(record, forKey: record.id))
            } else {
                #expect(byID.removeValue(forKey: record.id) == model.removeValue(forKey: record.id))
            }
            #expect(byID.count == model.count)
        }
        for id in ids {
            #expect(byID[id] == model[id])
            #expect(byID.contains(id) == (model[id] != nil))
        }
        #expect(Set(byID.keys) == Set(model.keys))
    }

    @Test("a snapshot's records with an id twice are refused at the second")
    func duplicateInAdoptedLoad() {
        var records = Self.todos(count: 10)
        records[7].id = records[2].id
        var table = Table<TodoSchema>()
        let failure = table.load(records)
        #expect(failure?.index == 7)
        #expect(failure?.problem == "todo id \(records[2].id.uuidString) appears twice")
    }
}
