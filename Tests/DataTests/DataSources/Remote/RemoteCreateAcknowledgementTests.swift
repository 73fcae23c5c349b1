import Domain
import Foundation
import TestSupport
import Testing
import WireFormat

@testable import Data
@testable import RemoteStore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("A remote create succeeds only when the server's answer holds exactly the ids sent")
struct RemoteCreateAcknowledgementTests {
    static let sent = [Todo(id: Fixtures.id(1), title: "One"), Todo(id: Fixtures.id(2), title: "Two")]

    @Test(
        "an answer that acknowledges fewer or other records is a storage failure saying how many of how many",
        arguments: [
            ([Todo](), "acknowledged 0 of 2 todos"),
            ([sent[0]], "acknowledged 1 of 2 todos"),
            (
                [Todo(id: Fixtures.id(7), title: "One"), Todo(id: Fixtures.id(8), title: "Two")],
                "0 of 2 todos created and answered with 2 other"
            ),
            ([sent[0], sent[0]], "acknowledged 1 of 2 todos"),
            (sent + [Todo(id: Fixtures.id(9), title: "Three")], "2 of 2 todos created and answered with 1 other"),
        ])
    func partialAnswersAreFailures(answer: [Todo], expected: String) async throws {
        let transport = StubTransport([.json(201, Self.json(answer))])
        let todos = TodoRepositoryImpl(
            dataSource: RemoteTable<TodoSchema>(gateway: stubbedGateway(transport), broadcaster: ChangeBroadcaster()))
        do {
            _ = try await todos.createAll(Self.sent)
            Issue.record("a create answered with \(answer.count) record(s) for 2 sent passed as a success")
        } catch {
            guard case .storage(let evidence) = error else {
                Issue.record("got \(error)")
                return
            }
            #expect(evidence.description.contains(expected), "\(evidence)")
        }
    }

    @Test("an answer with exactly the ids sent, in any order, is a success")
    func exactAnswerSucceeds() async throws {
        let transport = StubTransport([.json(201, Self.json(Self.sent.reversed()))])
        let todos = TodoRepositoryImpl(
            dataSource: RemoteTable<TodoSchema>(gateway: stubbedGateway(transport), broadcaster: ChangeBroadcaster()))
        #expect(try await todos.createAll(Self.sent) == Self.sent)
    }

    @Test("a batch whose answer acknowledges fewer replacements says they were replaced, not created")
    func shortReplacementAnswerNamesTheReplacement() async throws {
        let answer = #"{"replace":{"todos":["\#(Self.sent[0].id.uuidString)"]}}"#
        let transport = StubTransport([.json(200, answer)])
        let store = DataStore.remote(
            baseURL: URL(string: "http://api.test") ?? URL(fileURLWithPath: "/"),
            configuration: NetworkSettings(retry: .never, transport: transport))
        var batch = WriteBatch()
        batch.replace(Self.sent)
        do {
            try await store.unitOfWork().commit(batch)
            Issue.record("a batch answered with 1 of 2 replacements passed as a success")
        } catch {
            guard case .storage(let evidence) = error else {
                Issue.record("got \(error)")
                return
            }
            #expect(evidence.description.contains("acknowledged 1 of 2 todos replaced"), "\(evidence)")
        }
        #expect(transport.requests.map(\.url?.path) == ["/v1/batch"])
    }

    /// `todos` as the server would answer with them (docs/REST.md).
    static func json(_ todos: [Todo]) -> String {
        let encoded = try? JSONEncoder().encode(todos.map(TodoJSON.init))
        return encoded.map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }
}
