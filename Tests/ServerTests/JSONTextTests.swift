import Foundation
import Testing

/// The server writes JSON with a writer of its own (App/Server/JSON): every text comes back as
/// it was sent, whatever it holds.
@Suite("server: texts come back exactly as sent")
struct JSONTextTests {
    @Test("quotes, backslashes, control characters and non-ASCII text survive a create and a read")
    func textsRoundTrip() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let texts = ["plain", #"say "hi""#, #"C:\temp\"#, "two\nlines\tand\r\u{1}", "crème brûlée ✓ 🥛"]
        for text in texts {
            let id = UUID()
            var todo = try #require(
                try JSONSerialization.jsonObject(with: Data(HTTPClient.todoJSON(id: id).utf8)) as? [String: Any])
            todo["notes"] = text
            let body = try JSONSerialization.data(withJSONObject: [todo])
            let created = try await client.send("POST", "/v1/todos", body: body)
            let read = try await client.send("GET", "/v1/todos/\(id.uuidString)")

            let stored = try JSONSerialization.jsonObject(with: read.body) as? [String: Any]
            #expect(created.status == 201, "\(created.text)")
            #expect(stored?["notes"] as? String == text, "\(read.text)")
        }
    }
}
