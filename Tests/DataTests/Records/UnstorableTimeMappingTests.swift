import Data
import Domain
import Foundation
import RemoteStore
import TestSupport
import Testing

/// A stored time outside `Date.storableMilliseconds` (put there by the sqlite3 shell, a hand-edited
/// file or a hostile server) is a storage error naming the entity, the id and the field, from
/// every mapping to a Domain value, never a value that traps later.
@Suite("record and response mappings refuse unstorable times")
struct UnstorableTimeMappingTests {
    private static let id = Fixtures.id(7)

    private static var todoRecord: TodoRecord {
        TodoRecord(Todo(id: id, title: "Far away", dueDate: Date(timeIntervalSince1970: 0)))
    }

    @Test(
        "a todo record with a time near Int64.max or Int64.min names todo, id and field",
        arguments: ["createdAt", "updatedAt", "dueDate"], [Int64.max, Int64.max - 1000, Int64.min])
    func todoRecord(field: String, milliseconds: Int64) throws {
        var record = Self.todoRecord
        switch field {
        case "createdAt": record.createdAt = milliseconds
        case "updatedAt": record.updatedAt = milliseconds
        default: record.dueDate = milliseconds
        }
        let error = try #require(storageSummary { () throws(DataSourceError) in try record.toDomain() })
        #expect(error.contains("todo \(Self.id.uuidString) has \(field) \(milliseconds) ms"))
    }

    @Test(
        "a project record with an unstorable time names project, id and field", arguments: ["createdAt", "updatedAt"])
    func projectRecord(field: String) throws {
        var record = ProjectRecord(Project(id: Self.id, name: "Home"))
        if field == "createdAt" { record.createdAt = .max } else { record.updatedAt = .max }
        let error = try #require(storageSummary { () throws(DataSourceError) in try record.toDomain() })
        #expect(error.contains("project \(Self.id.uuidString) has \(field) 9223372036854775807 ms"))
    }

    @Test("the last storable millisecond at either end still maps")
    func boundsStillMap() throws {
        var record = Self.todoRecord
        record.createdAt = Date.storableMilliseconds.lowerBound
        record.dueDate = Date.storableMilliseconds.upperBound
        #expect(try record.toDomain().dueDate?.millisecondsSince1970 == Date.storableMilliseconds.upperBound)
    }

    @Test("a server answer with an unstorable time is refused by the remote store, naming the member")
    func hostileServerAnswer() async throws {
        let todo =
            #"{"id":"\#(Self.id)","title":"T","notes":"","done":false,"priority":"low","due":null,"#
            + #""projectId":null,"createdAt":"10000-01-01T00:00:00.000Z","updatedAt":"2026-01-01T00:00:00.000Z"}"#
        let project =
            #"{"id":"\#(Self.id)","name":"P","createdAt":"2026-01-01T00:00:00.000Z","#
            + #""updatedAt":"0000-12-31T23:59:59.999Z"}"#
        let transport = StubTransport([.json(200, "[\(todo)]"), .json(200, "[\(project)]")])
        let store = DataStore.remote(
            baseURL: URL(string: "http://api.test") ?? URL(fileURLWithPath: "/"),
            configuration: NetworkSettings(retry: .never, transport: transport))

        let todoError = await repositorySummary {
            try await TodoRepositoryImpl(dataSource: store.todoDataSource()).fetchAll(.all)
        }
        #expect(todoError?.contains("does not decode at [0].createdAt") == true, "\(todoError ?? "")")
        let projectError = await repositorySummary {
            try await ProjectRepositoryImpl(dataSource: store.projectDataSource()).fetchAll(.all)
        }
        #expect(projectError?.contains("does not decode at [0].updatedAt") == true, "\(projectError ?? "")")
    }

    @Test("a response with an unstorable time does not decode, so never maps to a Domain value")
    func responseMapping() throws {
        let json =
            #"{"id":"\#(Self.id)","name":"P","createdAt":"10000-01-01T00:00:00.000Z","updatedAt":"2026-01-01T00:00:00.000Z"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ProjectResponse.self, from: Data(json.utf8)) }
    }
}

/// The description of the storage failure `body` threw, or nil when it did not.
private func storageSummary<T>(_ body: () throws(DataSourceError) -> T) -> String? {
    do {
        _ = try body()
        return nil
    } catch {
        guard case .storage(let evidence) = error else { return nil }
        return evidence.description
    }
}

/// The same for a repository call.
private func repositorySummary<T>(_ body: () async throws -> T) async -> String? {
    do {
        _ = try await body()
        return nil
    } catch let error as RepositoryError {
        guard case .storage(let evidence) = error else { return "\(error)" }
        return evidence.description
    } catch {
        return "\(error)"
    }
}
