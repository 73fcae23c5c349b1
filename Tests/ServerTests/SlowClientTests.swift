import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Clients that are slow or stop half-way: the idle timeout closes them and nobody else waits.
@Suite("server: slow and half-closed clients never hang the others")
struct SlowClientTests {
    @Test("while 40 slowloris connections dribble headers, other clients are answered")
    func slowloris() async throws {
        let server = try await ServerProcess.start(["--store", "memory", "--timeout", "2"])
        defer { server.kill() }
        let dribblers = try (0..<40).map { _ in try RawConnection(port: server.port) }
        for connection in dribblers { connection.send("GET /v1/todos HTTP/1.1\r\nHost: x\r\n") }

        for round in 0..<3 {
            for connection in dribblers { connection.send("X-Slow-\(round): 1\r\n") }
            let answer = await withinTimeLimit(.seconds(5)) {
                try? await HTTPClient(root: server.url).send("GET", "/v1/todos/count")
            }
            #expect(answer??.status == 200, "round \(round): another client was not answered")
            try await Task.sleep(for: .milliseconds(300))
        }
    }

    @Test(
        "while 1,100 connections trickle a header line a second, every health check is answered within 3 s",
        .enabled(if: allowDescriptors(1500), "the hard limit on open files is under 1,500"))
    func manyTricklers() async throws {
        // A long idle timeout, so that only the rules for heads can cut the tricklers off, however
        // long opening 1,100 connections takes on a loaded machine.
        let server = try await ServerProcess.start(["--store", "memory", "--timeout", "60"])
        defer { server.kill() }
        var tricklers: [RawConnection] = []
        for _ in 0..<1100 {
            let connection = try RawConnection(port: server.port)
            connection.send("GET /v1/todos HTTP/1.1\r\nHost: x\r\n")
            tricklers.append(connection)
        }

        var answered: [Int?] = []
        for round in 0..<6 {
            for connection in tricklers { connection.send("X-Slow-\(round): 1\r\n") }
            let answer = await withinTimeLimit(.seconds(3)) {
                try? await HTTPClient(root: server.url).send("GET", "/_admin/health")
            }
            answered.append(answer??.status)
            try await Task.sleep(for: .seconds(1))
        }

        #expect(answered == Array(repeating: 200, count: 6), "\(answered)")
    }

    @Test("a connection that trickles its head is cut off after the head's few seconds, however busy it keeps")
    func headDeadline() async throws {
        let server = try await ServerProcess.start(["--store", "memory", "--timeout", "60"])
        defer { server.kill() }
        let connection = try RawConnection(port: server.port)
        let start = ContinuousClock.now

        connection.send("GET /v1/todos HTTP/1.1\r\nHost: x\r\n")
        var closedAfter: Duration?
        var line = 0
        while closedAfter == nil, ContinuousClock.now - start < .seconds(12) {
            connection.send("X-Slow-\(line): 1\r\n")
            line += 1
            if connection.receive(quiet: .milliseconds(500)).closed { closedAfter = ContinuousClock.now - start }
        }

        let after = try #require(closedAfter, "still open after 12 s of trickling")
        #expect(after >= .seconds(2), "cut off after \(after), before the client had a fair chance")
    }

    @Test("a connection that goes silent mid-request is closed by the idle timeout")
    func silentClientIsClosed() async throws {
        let server = try await ServerProcess.start(["--store", "memory", "--timeout", "1"])
        defer { server.kill() }
        let connection = try RawConnection(port: server.port)

        connection.send("POST /v1/todos HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n[{")
        let answer = connection.receive(quiet: .seconds(10))

        #expect(answer.closed, "the server kept a silent connection open for 10 s")
    }

    /// libmicrohttpd reads the end of the stream with the request when both arrive together, and
    /// then closes the connection instead of sending the answer made while it was suspended; so a
    /// client that half-closes gets the answer or a clean close, never a hang (docs/REST.md).
    @Test("a half-close after a request is answered or closed; one mid-request is closed; others are served")
    func halfClosed() async throws {
        let server = try await ServerProcess.start(["--store", "memory", "--timeout", "1"])
        defer { server.kill() }
        let whole = try RawConnection(port: server.port)
        let partial = try RawConnection(port: server.port)

        whole.send("GET /_admin/health HTTP/1.1\r\nHost: x\r\n\r\n")
        whole.shutdownWrite()
        partial.send("POST /v1/todos HTTP/1.1\r\nHost: x\r\nContent-Length: 50\r\n\r\n[")
        partial.shutdownWrite()
        let answered = whole.receive(quiet: .seconds(10))
        let cut = partial.receive(quiet: .seconds(10))

        #expect(answered.closed, "got \(answered)")
        #expect(answered.text.isEmpty || answered.text.hasPrefix("HTTP/1.1 200"), "got \(answered)")
        #expect(cut.closed && cut.text.isEmpty, "got \(cut)")
        #expect(try await HTTPClient(root: server.url).send("GET", "/v1/todos/count").text == #"{"count":0}"#)
    }
}

/// Raises this process's soft limit on open files to at least `count` (the server, started later,
/// inherits it); false when the hard limit does not allow that many.
private func allowDescriptors(_ count: Int) -> Bool {
    var limit = rlimit()
    guard getrlimit(descriptorLimit, &limit) == 0 else { return false }
    let wanted = rlim_t(count)
    if limit.rlim_cur >= wanted { return true }
    guard limit.rlim_max >= wanted else { return false }
    limit.rlim_cur = wanted
    return setrlimit(descriptorLimit, &limit) == 0
}

#if canImport(Glibc)
    private let descriptorLimit = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
#else
    private let descriptorLimit = RLIMIT_NOFILE
#endif
