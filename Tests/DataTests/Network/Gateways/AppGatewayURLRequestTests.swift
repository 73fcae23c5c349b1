import Data
import Domain
import Foundation
import RemoteStore
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("A gateway builds each request from the APIRequest and its settings")
struct AppGatewayURLRequestTests {
    @Test("a list request carries every query option, percent-encoded so that + and & survive")
    func listRequestEncodesQuery() async throws {
        let transport = StubTransport([.json(200, "[]")])
        let query = TodoQuery(
            filter: TodoFilter(
                isCompleted: false, priority: .high, dueDateMin: Fixtures.date(), dueDateMax: Fixtures.date(1),
                projectID: .equals(Fixtures.id(1)), text: "a+b & c=d ü"),
            sort: TodoSort(.title, .descending), page: Page(limit: 5, offset: 10))
        _ = try await stubbedGateway(transport).request(ListTodoRequest(query: query))

        let url = try #require(transport.requests.first?.url)
        #expect(url.path == "/v1/todos")
        let items = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems)
        let values = Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        #expect(values["text"] == "a+b & c=d ü")
        #expect(url.absoluteString.contains("text=a%2Bb%20%26%20c%3Dd%20%C3%BC"))
        #expect(values["isCompleted"] == "false" && values["priority"] == "high")
        #expect(values["projectID"] == Fixtures.id(1).uuidString.lowercased())
        #expect(
            values["dueDateMax"] == "2026-01-01T00:00:01.000Z" && values["dueDateMin"] == "2026-01-01T00:00:00.000Z")
        #expect(values["sort"] == "title" && values["order"] == "desc")
        #expect(values["limit"] == "5" && values["offset"] == "10")
    }

    @Test("options at their defaults are left out of the query")
    func defaultsAreOmitted() async throws {
        let transport = StubTransport([.json(200, #"{"count": 0}"#)])
        _ = try await stubbedGateway(transport).request(CountTodoRequest(filter: TodoFilter()))
        #expect(transport.requests.first?.url?.absoluteString == "http://api.test/v1/todos/count")
    }

    @Test("headers layer gateway, request and authorizer, and a body is JSON with its content type")
    func headersAndBody() async throws {
        let transport = StubTransport([.json(200, "[]")])
        let gateway = stubbedGateway(transport, authorizer: BearerTokenAuthorizer(token: "s3cret"))
        let record = TodoRecord(Todo(id: Fixtures.id(1), title: "Milk", createdAt: Fixtures.date()))
        _ = try await gateway.request(CreateTodoRequest([try TodoBody(record)]))

        let request = try #require(transport.requests.first)
        #expect(request.httpMethod == "POST")
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer s3cret")
        #expect(request.value(forHTTPHeaderField: "Idempotency-Key")?.isEmpty == false)
        #expect(request.value(forHTTPHeaderField: "X-API-Version") == "1")
        #expect(request.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
        #expect(request.timeoutInterval == 2.5)
        let body = try #require(request.httpBody)
        let json = try #require(try JSONSerialization.jsonObject(with: body) as? [[String: Any]])
        #expect(json.first?["title"] as? String == "Milk")
        #expect(json.first?["priority"] as? String == "medium")
        #expect(json.first?["createdAt"] as? String == "2026-01-01T00:00:00.000Z")
    }

    @Test("the remote store sends below /v1 of the server root")
    func storeReachesTheAppAPI() async throws {
        let transport = StubTransport([.json(200, "[]")])
        let root = try #require(URL(string: "http://server.test:8080"))
        let store = DataStore.remote(baseURL: root, configuration: NetworkSettings(transport: transport))
        _ = try await store.projectDataSource().fetchAll(.all)
        #expect(transport.requests.first?.url?.path == "/v1/projects")
    }
}
