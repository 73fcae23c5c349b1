import Foundation
import Testing

/// `--token` / `SERVER_TOKEN`: `/v1` needs the bearer token, `/_admin/health` never does.
@Suite("server: bearer token on /v1")
struct AuthorizationTests {
    @Test("without the token /v1 is 401 unauthorized; with it 200; health is open")
    func token() async throws {
        var environment = ProcessInfo.processInfo.environment
        environment["SERVER_TOKEN"] = "s3cret"
        let server = try await ServerProcess.start(["--store", "memory"], environment: environment)
        defer { server.kill() }
        let client = HTTPClient(root: server.url)

        let missing = try await client.send("GET", "/v1/todos")
        let wrong = try await client.send("GET", "/v1/todos", headers: ["Authorization": "Bearer s3cre"])
        let right = try await client.send("GET", "/v1/todos", headers: ["Authorization": "Bearer s3cret"])

        #expect(missing.status == 401 && missing.errorCode == "unauthorized")
        #expect(missing.headers["www-authenticate"] == "Bearer")
        #expect(wrong.status == 401)
        #expect(right.status == 200 && right.text == "[]")
        #expect(try await client.send("GET", "/_admin/health").text == #"{"status":"ok","version":1}"#)
    }

    @Test("a 4 KB token fits the default header memory: it is checked, not refused as too large")
    func longTokenFits() async throws {
        let token = String(repeating: "t0K3n", count: 800)
        let server = try await ServerProcess.start(["--store", "memory", "--token", token])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)

        let right = try await client.send("GET", "/v1/todos", headers: ["Authorization": "Bearer \(token)"])
        let wrong = try await client.send("GET", "/v1/todos", headers: ["Authorization": "Bearer \(token)x"])

        #expect(right.status == 200 && right.text == "[]", "\(right.status) \(right.text.prefix(200))")
        #expect(wrong.status == 401 && wrong.errorCode == "unauthorized")
    }

    @Test("no client can empty the store or break the server: reset, faults and stats are no routes")
    func noTestOnlyEndpoints() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)

        let reset = try await client.send("POST", "/_admin/reset")
        let faults = try await client.send("POST", "/_admin/faults", body: Data(#"{"faults": []}"#.utf8))
        let stats = try await client.send("GET", "/_admin/stats")

        for answer in [reset, faults, stats] {
            #expect(answer.status == 404 && answer.errorCode == "no_route", "\(answer.status) \(answer.text)")
        }
    }
}
