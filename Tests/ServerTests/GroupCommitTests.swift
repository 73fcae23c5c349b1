import Foundation
import Testing

/// Overlapping `POST`s share a transaction (the server's group commit), yet each is answered as
/// if it had been written alone: a refused request refuses only itself.
@Suite("server: concurrent creates are answered one by one, whatever they share")
struct GroupCommitTests {
    /// What one request sent and what it should get.
    private struct Create: Sendable {
        let id: UUID
        let json: String
    }

    @Test(
        "concurrent POSTs with repeated ids, refused titles and missing projects: only those are refused",
        arguments: ["sqlite", "memory"])
    func eachRequestGetsItsOwnAnswer(store: String) async throws {
        let folder = try TemporaryDirectory()
        let location = store == "sqlite" ? "sqlite:\(folder.url.appendingPathComponent("todos.sqlite").path)" : store
        let server = try await ServerProcess.start(["--store", location])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let unique = (0..<30).map { _ in UUID() }
        let repeated = Array(unique.prefix(5))
        let blank = (0..<3).map { _ in UUID() }
        let orphans = (0..<2).map { _ in UUID() }
        var creates = unique.map { Create(id: $0, json: HTTPClient.todoJSON(id: $0)) }
        creates += repeated.map { Create(id: $0, json: HTTPClient.todoJSON(id: $0)) }
        creates += blank.map { Create(id: $0, json: HTTPClient.todoJSON(id: $0, title: " ")) }
        creates += orphans.map {
            Create(
                id: $0,
                json: HTTPClient.todoJSON(id: $0).replacingOccurrences(
                    of: #""projectID":null"#, with: #""projectID":"\#(UUID().uuidString)""#))
        }

        let answers = try await withThrowingTaskGroup(of: (UUID, HTTPClient.Answer).self) { group in
            for create in creates.shuffled() {
                group.addTask {
                    (create.id, try await client.send("POST", "/v1/todos", body: Data("[\(create.json)]".utf8)))
                }
            }
            return try await group.reduce(into: [UUID: [HTTPClient.Answer]]()) { $0[$1.0, default: []].append($1.1) }
        }

        for id in unique {
            let statuses = answers[id, default: []].map(\.status).sorted()
            let codes = answers[id, default: []].compactMap(\.errorCode)
            if repeated.contains(id) {
                #expect(statuses == [201, 409] && codes == ["duplicate_id"], "\(id): \(statuses) \(codes)")
            } else {
                #expect(statuses == [201], "\(id): \(statuses)")
            }
            let created = answers[id, default: []].first { $0.status == 201 }
            #expect(created?.text.contains(id.uuidString) == true, "\(created?.text ?? "no 201")")
        }
        for id in blank {
            #expect(answers[id]?.map(\.status) == [422], "\(answers[id]?.map(\.text) ?? [])")
        }
        for id in orphans {
            let answer = answers[id]?.first
            #expect(answer?.status == 422 && answer?.errorCode == "invalid_reference", "\(answer?.text ?? "none")")
        }
        #expect(try await client.send("GET", "/v1/todos/count").text == #"{"count":30}"#)
    }
}
