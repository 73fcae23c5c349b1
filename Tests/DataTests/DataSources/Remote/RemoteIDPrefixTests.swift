import Data
import Domain
import Foundation
import RemoteStore
import TestSupport
import Testing

/// Id prefixes over HTTP (issue 12, item 7): naming a todo by a few digits is one small request
/// to `GET /v1/todos?idPrefix=…&limit=…`, never a download of the collection.
@Suite("Id prefixes against the reference server")
struct RemoteIDPrefixTests {
    @Test(
        "resolving an id prefix among 2,000 todos is one request of at most 2 records, not the collection",
        arguments: [Served.swift, .python])
    func onePrefixRequest(_ served: Served) async throws {
        if served == .python, !ReferenceServer.hostileIsAvailable { return }
        let server = try await served == .swift ? ReferenceServer.start() : ReferenceServer.startHostile()
        defer { server.stop() }
        let seeding = DataStore.remote(baseURL: server.baseURL).todoDataSource()
        let todos = (0..<2_000).map { Todo(id: Fixtures.id($0 + 1), title: "Todo number \($0)") }
        try await seeding.insert(todos.map(TodoRecord.init))
        let recorder = RecordingTransport(wrapping: server.transport)
        let store = DataStore.remote(baseURL: server.baseURL, configuration: NetworkSettings(transport: recorder))
        let repository = TodoRepositoryImpl(dataSource: store.todoDataSource())
        let wanted = todos[1_234]

        let found = try await repository.fetch(idPrefix: try #require(IDPrefix(shortDigits(wanted.id))), limit: 2)

        #expect(found == [wanted])
        let answers = recorder.answers
        #expect(answers.count == 1, "one request")
        let answer = try #require(answers.first)
        #expect(answer.url.contains("idPrefix=\(shortDigits(wanted.id))") && answer.url.contains("limit=2"))
        #expect(answer.bytes < 1_000, "one todo's worth of JSON, not 2,000 todos'")
    }

    @Test(
        "the server refuses an id prefix that is not hex, or that comes with a filter, naming the parameter",
        arguments: [Served.swift, .python])
    func badPrefixQueries(_ served: Served) async throws {
        if served == .python, !ReferenceServer.hostileIsAvailable { return }
        let server = try await served == .swift ? ReferenceServer.start() : ReferenceServer.startHostile()
        defer { server.stop() }
        let gateway = server.gateway()
        let notHex = await networkError { () async throws(NetworkError) in
            try await gateway.request(RawPrefixQuery(items: ["idPrefix": "3g"]))
        }
        #expect(notHex?.httpFailure?.status == 400)
        #expect(notHex?.httpFailure?.serverError?.error.field == "idPrefix")
        let withFilter = await networkError { () async throws(NetworkError) in
            try await gateway.request(RawPrefixQuery(items: ["idPrefix": "3f", "isCompleted": "false"]))
        }
        #expect(withFilter?.httpFailure?.status == 400)
        #expect(withFilter?.httpFailure?.serverError?.error.field == "isCompleted")
    }
}

/// Which server answers: App/Server, or the Python fixture (Tests/HostileServer).
enum Served: String, Sendable, CustomTestStringConvertible {
    case swift, python
    var testDescription: String { rawValue }
}

/// The id's first eight digits, as a person would copy them from a listing.
private func shortDigits(_ id: UUID) -> String {
    String(id.uuidString.lowercased().prefix(8))
}

/// `GET /todos` with query items as given, so a test can send what the client never would.
private struct RawPrefixQuery: APIRequest {
    typealias Response = [TodoResponse]
    let items: [String: String]
    var path: String { "todos" }
    var method: HTTPMethod { .get }
    var queryItems: [URLQueryItem] {
        items.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
    }
}
