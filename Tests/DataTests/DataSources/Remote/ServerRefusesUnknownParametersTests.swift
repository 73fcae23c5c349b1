import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A query parameter a route does not read, or one given twice, is 400 `invalid_query` naming it,
/// from the Swift server and the Python fixture alike: a misspelt filter (`isComplted=true`) that
/// was ignored answered every record, and a client acting on that answer (deleting what it was
/// told is done) would act on all of them.
@Suite("servers refuse unknown and repeated query parameters with 400")
struct ServerRefusesUnknownParametersTests {
    @Test("both servers", arguments: ServerUnderTest.available)
    func refuses(_ kind: ServerUnderTest) async throws {
        try await kind.serve { root in
            let id = UUID().uuidString
            let refused: [(query: String, field: String, says: String)] = [
                ("todos?isComplted=true", "isComplted", "isCompleted"),
                ("todos?isCompleted=true&IsCompleted=false", "IsCompleted", "isCompleted"),
                ("todos/count?limit=1", "limit", "isCompleted"),
                ("projects?isCompleted=true", "isCompleted", "nameContains"),
                ("todos?limit=1&limit=2", "limit", "twice"),
                ("todos?isCompleted=true&isCompleted=false", "isCompleted", "twice"),
                ("todos/\(id)?fields=title", "fields", "no parameters"),
            ]
            for (query, field, says) in refused {
                let answer = try await get(query, at: root)
                ServerPost.expectRefusal(answer, code: "invalid_query", field: field, query)
                #expect((answer.error["message"] as? String ?? "").contains(says), "\(query): \(answer.error)")
            }
            let taken = [
                "todos?isCompleted=true&sort=title&order=desc&limit=5&offset=1", "todos/count?isCompleted=false",
            ]
            for query in taken {
                #expect(try await get(query, at: root).status == 200, "\(query)")
            }
        }
    }

    private func get(_ query: String, at root: URL) async throws -> (status: Int, error: [String: Any]) {
        guard let url = URL(string: root.absoluteString + "/v1/" + query) else { return (0, [:]) }
        let (data, response) = try await URLSession.shared.send(URLRequest(url: url, timeoutInterval: 10))
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, object?["error"] as? [String: Any] ?? [:])
    }
}
