import Foundation
import Testing

/// Requests no client of ours sends: each is answered with a 4xx in the stable error shape (or the
/// connection is closed), and the server goes on serving.
@Suite("server: hostile input is a 4xx or a closed connection, never a crash")
struct HostileInputTests {
    @Test("malformed JSON is 400 invalid_json, a wrong type 400 invalid_field naming the field")
    func malformedAndMistyped() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)

        let malformed = try await client.send("POST", "/v1/todos", body: Data(#"[{"id": "x", "title": [1"#.utf8))
        let mistyped = try await client.send(
            "POST", "/v1/todos",
            body: Data(HTTPClient.todoJSON(id: UUID()).replacingOccurrences(of: "false", with: "\"no\"").utf8))
        let notAnObject = try await client.send("POST", "/v1/todos", body: Data("42".utf8))
        let notJSON = try await client.send("POST", "/v1/todos", body: Data("nope".utf8))

        #expect(malformed.status == 400 && malformed.errorCode == "invalid_json")
        #expect(mistyped.status == 400 && mistyped.errorCode == "invalid_field")
        #expect(mistyped.text.contains(#""field":"done""#))
        #expect(notAnObject.status == 400 && notAnObject.errorCode == "invalid_body")
        // Read by the one strict check every body goes through, which names the byte where it broke.
        #expect(notJSON.status == 400 && notJSON.errorCode == "invalid_json" && notJSON.text.contains("at byte "))
        #expect(try await client.send("GET", "/v1/todos/count").text == #"{"count":0}"#)
    }

    @Test("a trailing comma, which Foundation's decoder lets through, is 400 invalid_json and stores nothing")
    func trailingComma() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let todo = HTTPClient.todoJSON(id: UUID())

        let inObject = try await client.send("POST", "/v1/todos", body: Data((todo.dropLast() + ",}").utf8))
        let inArray = try await client.send("POST", "/v1/todos", body: Data("[\(todo),]".utf8))
        let inBatch = try await client.send(
            "POST", "/v1/batch", body: Data(#"{"todos": [\#(todo)],}"#.utf8),
            headers: ["Idempotency-Key": UUID().uuidString])

        #expect(inObject.status == 400 && inObject.errorCode == "invalid_json", "\(inObject.text)")
        #expect(inArray.status == 400 && inArray.errorCode == "invalid_json", "\(inArray.text)")
        #expect(inBatch.status == 400 && inBatch.errorCode == "invalid_json", "\(inBatch.text)")
        #expect(inArray.text.contains("byte"), "the answer says where the body broke: \(inArray.text)")
        #expect(try await client.send("GET", "/v1/todos/count").text == #"{"count":0}"#)
    }

    @Test("a member named twice in one object, however it is escaped, is 400 invalid_field naming it, stores nothing")
    func duplicateMembers() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let id = UUID()
        let todo = HTTPClient.todoJSON(id: id)
        let twice = todo.dropLast() + #","title":"Sell milk"}"#
        // Foundation's decoder reads an escaped name as the name itself, and keeps one of the values.
        let escaped = todo.dropLast() + #","t\u0069tle":"Sell milk"}"#

        let answers = [
            try await client.send("POST", "/v1/todos", body: Data(twice.utf8)),
            try await client.send("POST", "/v1/todos", body: Data("[\(escaped)]".utf8)),
            try await client.send(
                "POST", "/v1/batch", body: Data(#"{"todos": [\#(twice)]}"#.utf8),
                headers: ["Idempotency-Key": UUID().uuidString]),
            try await client.send(
                "POST", "/v1/batch", body: Data(#"{"todos": [], "todos": [\#(todo)]}"#.utf8),
                headers: ["Idempotency-Key": UUID().uuidString]),
        ]
        for answer in answers {
            #expect(answer.status == 400 && answer.errorCode == "invalid_field", "\(answer.text)")
            #expect(answer.text.contains("twice"), "the answer says what is wrong: \(answer.text)")
        }
        #expect(answers[0].text.contains(#""field":"title""#), "\(answers[0].text)")
        #expect(answers[3].text.contains(#""field":"todos""#), "\(answers[3].text)")
        #expect(try await client.send("GET", "/v1/todos/count").text == #"{"count":0}"#)

        #expect(try await client.send("POST", "/v1/todos", body: Data(todo.utf8)).status == 201)
        let replaced = try await client.send("PUT", "/v1/todos/\(id.uuidString)", body: Data(twice.utf8))
        #expect(replaced.status == 400 && replaced.errorCode == "invalid_field", "\(replaced.text)")
        #expect(try await client.send("GET", "/v1/todos/\(id.uuidString)").text.contains(#""title":"Buy milk""#))
    }

    @Test(
        "an id in a body that is not 36 characters of hex in groups (a sign, a space, 0x) is 400 invalid_field, stores nothing"
    )
    func idsInBodiesAreStrict() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let wellFormed = "00000000-0000-4000-8000-000000000001"
        let todo = { (id: String, projectID: String) in
            #"{"id":"\#(id)","title":"Buy milk","notes":"","done":false,"priority":"high","due":null,"#
                + #""projectId":\#(projectID),"createdAt":"2026-01-01T00:00:00.000Z","updatedAt":"2026-01-01T00:00:00.000Z"}"#
        }
        let project = { (id: String) in
            #"{"id":"\#(id)","name":"Home","createdAt":"1970-01-01T00:00:00.000Z","updatedAt":"1970-01-01T00:00:00.000Z"}"#
        }

        // sscanf, under Foundation's UUID decoding on Linux, read each of these as 00000000-….
        for id in [
            "+0000000-0000-4000-8000-000000000001", " 0000000-0000-4000-8000-000000000001",
            "0x000000-0000-4000-8000-000000000001",
        ] {
            let answers = [
                ("id", try await client.send("POST", "/v1/todos", body: Data(todo(id, "null").utf8))),
                (
                    "projectId",
                    try await client.send("POST", "/v1/todos", body: Data(todo(wellFormed, "\"\(id)\"").utf8))
                ),
                ("id", try await client.send("POST", "/v1/projects", body: Data(project(id).utf8))),
            ]
            for (field, answer) in answers {
                #expect(answer.status == 400 && answer.errorCode == "invalid_field", "\(id): \(answer.text)")
                #expect(answer.text.contains(#""field":"\#(field)""#), "\(answer.text)")
            }
        }
        #expect(try await client.send("GET", "/v1/todos/count").text == #"{"count":0}"#)
        #expect(try await client.send("GET", "/v1/projects/\(wellFormed)").status == 404)
    }

    @Test("a 10 MB body over the limit is 413 body_too_large, before it is read")
    func hugeBody() async throws {
        let server = try await ServerProcess.start(["--store", "memory", "--max-body-bytes", "1000000"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)

        // The server answers 413 as soon as it has the headers; its lingering close lets the
        // client, still sending, read it (see EarlyRefusalTests).
        let answer = try await client.send(
            "POST", "/v1/todos", body: Data(repeating: UInt8(ascii: "["), count: 10 << 20))

        #expect(answer.status == 413 && answer.errorCode == "body_too_large")
        #expect(try await client.send("GET", "/_admin/health").status == 200)
    }

    @Test("a 10 MB body under the limit that is not JSON is 400 invalid_json")
    func hugeJunk() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)

        let answer = try await client.send(
            "POST", "/v1/todos", body: Data(repeating: UInt8(ascii: "{"), count: 10 << 20))

        #expect(answer.status == 400 && answer.errorCode == "invalid_json")
    }

    @Test("a 100 KB header is 431, or the connection closes; the server serves on")
    func hugeHeader() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let connection = try RawConnection(port: server.port)

        connection.send(
            "GET /v1/todos HTTP/1.1\r\nHost: x\r\nX-Padding: \(String(repeating: "a", count: 100_000))\r\n\r\n")
        let answer = connection.receive()

        #expect(
            answer.text.hasPrefix("HTTP/1.1 431") || (answer.text.isEmpty && answer.closed),
            "got \(answer.text.prefix(200))")
        #expect(try await HTTPClient(root: server.url).send("GET", "/_admin/health").status == 200)
    }

    @Test("unknown paths and methods are 404 no_route and 405 method_not_allowed")
    func unknownRoutes() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)

        let noRoute = try await client.send("GET", "/v1/widgets")
        let outside = try await client.send("GET", "/index.html")
        let notAllowed = try await client.send("PATCH", "/v1/todos")
        let badID = try await client.send("GET", "/v1/todos/not-a-uuid")

        #expect(noRoute.status == 404 && noRoute.errorCode == "no_route")
        #expect(outside.status == 404 && outside.errorCode == "no_route")
        #expect(notAllowed.status == 405 && notAllowed.errorCode == "method_not_allowed")
        #expect(notAllowed.headers["allow"] == "GET, HEAD, POST")
        #expect(badID.status == 400 && badID.errorCode == "invalid_field")
    }
}
