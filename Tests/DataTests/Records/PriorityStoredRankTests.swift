import Data
import Domain
import Foundation
import TestSupport
import Testing

/// A todo's priority is stored as its rank and read back as every generated enum's raw value is
/// (`StoredField.value`): a rank no priority has (written by the sqlite3 shell or a hand-edited
/// file) is a storage error naming the todo, the field and the cases.
@Suite("A todo record's stored priority rank")
struct PriorityStoredRankTests {
    @Test("Each rank maps to its priority, and back")
    func ranksMap() throws {
        for priority in Priority.allCases {
            let record = TodoRecord(Todo(id: Fixtures.id(3), title: "Ranked", priority: priority))
            #expect(record.priority == priority.rawValue)
            #expect(try record.toDomain().priority == priority)
        }
    }

    @Test("A rank no priority has is a storage error naming the todo, the field and the cases", arguments: [3, -1])
    func unknownRank(rank: Int) throws {
        var record = TodoRecord(Todo(id: Fixtures.id(3), title: "Ranked"))
        record.priority = rank
        let error = #expect(throws: DataSourceError.self) { try record.toDomain() }
        guard case .storage(let evidence)? = error else {
            Issue.record("expected a storage error, got \(String(describing: error))")
            return
        }
        #expect(
            evidence.description
                == "todo \(Fixtures.id(3).uuidString) has priority \"\(rank)\", which is none of low, medium, high")
    }
}
