import Foundation
import Testing

/// What the `demo` process costs against hostile servers (issue 12, items 2 and 6), measured by
/// `/usr/bin/time` for that child alone: a server that never answers costs no CPU while the demo
/// waits (over http and https), and one that streams without end costs no more memory than the
/// answer limit.
@Suite("The demo's cost against hostile servers", .enabled(if: MeasuredDemo.isAvailable))
struct RemoteDemoCostTests {
    @Test(
        "waiting for a server that never answers costs under 5% of a core, and each timeout holds",
        .enabled(if: ReferenceServer.hostileIsAvailable, "the fault-injecting double needs python3"),
        arguments: Wire.allCases)
    func waitingIsFree(over wire: Wire) async throws {
        let server = try await ReferenceServer.startHostile(over: wire)
        defer { server.stop() }
        let arguments = ["--store", server.baseURL.absoluteString, "todo", "list"]
        // Over https the demo trusts the test's CA as OpenSSL's tools would: through SSL_CERT_FILE.
        let environment = ["DEMO_TIMEOUT": "1"].merging(server.authorityFile.map { ["SSL_CERT_FILE": $0] } ?? [:]) {
            $1
        }
        // The same command answered at once: what starting a debug build and one request cost in
        // CPU, which a loaded machine does not change much, unlike the wall-clock time around it.
        let answered = try await MeasuredDemo.run(arguments, environment: environment)
        #expect(answered.status == 0, "\(answered.stderr)")
        let answeredRequests = try await server.requestCount()
        try await server.inject(.delay(60, count: 10))

        let run = try await MeasuredDemo.run(arguments, environment: environment)

        #expect(run.status == 1)
        #expect(run.stderr.contains("no answer from \(server.baseURL.absoluteString) within 1 s"), "\(run.stderr)")
        // Three attempts of 1 s each: at least 3 s of waiting, which may cost at most 5% of a
        // core in CPU beyond the answered run's (a busy wait would cost about 3 s).
        let waitingCPU = (run.user + run.system) - (answered.user + answered.system)
        #expect(run.elapsed >= 3, "took \(run.elapsed) s")
        #expect(waitingCPU < 0.05 * 3, "\(waitingCPU) s of CPU beyond the answered run's, over \(run.elapsed) s")
        // Each timeout held: an attempt that waited for the server's answer would take its 60 s.
        // No more than the three attempts were made (one may time out before the server reads it
        // on a loaded machine, so fewer is no failure of this promise).
        #expect(run.elapsed < 60, "took \(run.elapsed) s")
        #expect(try await server.requestCount() - answeredRequests <= 3, "three attempts at most")
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
