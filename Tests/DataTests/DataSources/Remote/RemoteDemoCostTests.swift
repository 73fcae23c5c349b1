import Foundation
import Testing

/// What the `demo` process costs against hostile servers (issue 12, items 2 and 6), measured by
/// `/usr/bin/time` for that child alone: a server that never answers costs no CPU while the demo
/// waits, and one that streams without end costs no more memory than the answer limit.
@Suite("The demo's cost against hostile servers", .enabled(if: MeasuredDemo.isAvailable))
struct RemoteDemoCostTests {
    @Test(
        "waiting for a server that never answers costs under 5% of a core, and each timeout holds",
        .enabled(if: ReferenceServer.hostileIsAvailable, "the fault-injecting double needs python3"))
    func waitingIsFree() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        try await server.inject(.delay(60, count: 10))

        let run = try await MeasuredDemo.run(
            ["--store", server.baseURL.absoluteString, "todo", "list"], environment: ["DEMO_TIMEOUT": "1"])

        #expect(run.status == 1)
        #expect(run.stderr.contains("no answer from \(server.baseURL.absoluteString) within 1 s"), "\(run.stderr)")
        #expect(run.cpuShare < 0.05, "user \(run.user) s + system \(run.system) s over \(run.elapsed) s")
        // Three attempts of 1 s, and backoff waits of at most 0.2 s and 0.4 s between them. The
        // elapsed time is the whole process's, start-up of a debug build on a loaded machine
        // included, so the upper bound has room for that; an attempt whose timeout were not
        // honoured would wait for the server's 60 s.
        try await server.expectRequestCount(3)
        #expect(run.elapsed >= 3 && run.elapsed < 3 + 0.6 + 6, "took \(run.elapsed) s")
    }

    @Test(
        "an endless answer is cut at the limit: the demo fails naming it, with under 100 MB resident",
        .enabled(if: ReferenceServer.hostileIsAvailable, "the hostile double needs python3"))
    func endlessAnswerStaysSmall() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        try await server.inject(.endless)

        let run = try await MeasuredDemo.run(["--store", server.baseURL.absoluteString, "todo", "list"])

        #expect(run.status == 1)
        #expect(run.stderr.contains("exceeds the limit of 8388608 bytes"), "\(run.stderr)")
        #expect(run.maximumResidentKilobytes > 0 && run.maximumResidentKilobytes < 100 * 1024)
    }

    @Test("--token and DEMO_TOKEN reach the server as a bearer token, and no output ever shows it")
    func tokenIsPassedAndNeverShown() async throws {
        let token = "s3cret-\(UUID().uuidString)"
        let server = try await ReferenceServer.start(["--token", token])
        defer { server.stop() }
        let store = ["--store", server.baseURL.absoluteString]

        let added = try await MeasuredDemo.run(store + ["--token", token, "todo", "add", "Let in"])
        let listed = try await MeasuredDemo.run(store + ["todo", "list"], environment: ["DEMO_TOKEN": token])
        let wrong = "wrong-\(token)"
        let refused = try await MeasuredDemo.run(store + ["--token", wrong, "todo", "list"])
        let missing = try await MeasuredDemo.run(store + ["todo", "list"])
        let malformed = try await MeasuredDemo.run(store + ["--token", "has space \(token)", "todo", "list"])

        #expect(added.status == 0 && listed.status == 0, "\(added.stderr) \(listed.stderr)")
        #expect(listed.stdout.contains("Let in"))
        #expect(refused.status == 1 && missing.status == 1 && malformed.status == 64)
        #expect(refused.stderr.contains("401") && refused.stderr.contains("--token"), "\(refused.stderr)")
        for run in [added, listed, refused, missing, malformed] {
            #expect(!run.stdout.contains(token) && !run.stderr.contains(token), "\(run.stdout) \(run.stderr)")
        }
    }

    @Test("an invalid port or URL is a usage error (64) before anything is sent")
    func invalidURLIsUsage() async throws {
        for url in ["http://127.0.0.1:99999", "http://[::1]:x", "http://:8080"] {
            let run = try await MeasuredDemo.run(["--store", url, "todo", "list"])
            #expect(run.status == 64, "\(url): \(run.stderr)")
            #expect(run.stderr.contains("invalid store \"\(url)\""), "\(run.stderr)")
        }
        let credentials = try await MeasuredDemo.run(["--store", "http://ada:pa55word@127.0.0.1:8080", "todo", "list"])
        #expect(credentials.status == 64 && credentials.stderr.contains("--token"), "\(credentials.stderr)")
        #expect(!credentials.stderr.contains("pa55word"))
    }
}
