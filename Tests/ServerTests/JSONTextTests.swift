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

    @Test("times of year 0001, 1970 and the end of year 9999 come back as the same ISO 8601 text")
    func timesRoundTrip() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let id = UUID()
        // The first and last milliseconds that can be stored (years 0001 and 9999), and 0.
        let (first, epoch, last) = ("0001-01-01T00:00:00.000Z", "1970-01-01T00:00:00.000Z", "9999-12-31T23:59:59.999Z")
        let todo = HTTPClient.todoJSON(id: id)
            .replacingOccurrences(of: #""due":null"#, with: #""due":"\#(first)""#)
            .replacingOccurrences(of: #""createdAt":"2026-01-01T00:00:00.000Z""#, with: #""createdAt":"\#(epoch)""#)
            .replacingOccurrences(of: #""updatedAt":"2026-01-01T00:00:00.000Z""#, with: #""updatedAt":"\#(last)""#)

        let created = try await client.send("POST", "/v1/todos", body: Data(todo.utf8))
        let read = try await client.send("GET", "/v1/todos/\(id.uuidString)")

        #expect(created.status == 201, "\(created.text)")
        #expect(read.text.contains(#""due":"\#(first)","#), "\(read.text)")
        #expect(read.text.contains(#""createdAt":"\#(epoch)","#), "\(read.text)")
        #expect(read.text.contains(#""updatedAt":"\#(last)"}"#), "\(read.text)")
        #expect(read.headers["etag"] == #""253402300799999""#)
    }
}
