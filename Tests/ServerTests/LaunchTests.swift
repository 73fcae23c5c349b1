import Foundation
import TestSupport
import Testing

/// The command line: a usage error is exit 64 naming the option, a start failure exit 1 naming
/// the reason, and the access log shows a hostile path as visible escapes.
@Suite("server: command line and access log")
struct LaunchTests {
    @Test("--version prints the version and exits 0, like --help")
    func version() async throws {
        let outcome = try await SpawnedProcess.run(
            ChildCommand(BuiltProducts.url("server").path, ["--version"]), within: .seconds(60))
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "server 1.0.0\n")
    }

    @Test(
        "a bad option value or store is exit 64 with a message naming it",
        arguments: [
            (["--port", "http"], "--port must be a whole number"),
            (["--store", "floppy"], "invalid store \"floppy\""),
            (["--frobnicate"], "unknown option --frobnicate"),
            (["--grace", "-1"], "--grace must be a whole number from 0 to 3600; got \"-1\""),
        ])
    func usageErrors(_ arguments: [String], _ message: String) async throws {
        let result = try await run(arguments)

        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("server: \(message)"), "got \(result.stderr)")
    }

    @Test(
        "a token that cannot travel in a header is exit 64 saying why, never an open server",
        arguments: [
            (["--token", ""], "--token is empty"),
            (["--token", "tok en"], "--token contains a space"),
            (["--token", "tok\nen"], "--token contains a space"),
            (["--token", "tok\u{7F}en"], "--token contains a space"),
        ])
    func unusableTokens(_ arguments: [String], _ message: String) async throws {
        let result = try await run(["--store", "memory", "--exit-on-stdin-eof"] + arguments)

        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("server: \(message)"), "got \(result.stderr)")
    }

    @Test("an empty SERVER_TOKEN is exit 64 saying so, never an open server")
    func emptyTokenVariable() async throws {
        var environment = ProcessInfo.processInfo.environment
        environment["SERVER_TOKEN"] = ""

        let result = try await run(["--store", "memory", "--exit-on-stdin-eof"], environment: environment)

        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("server: SERVER_TOKEN is empty"), "got \(result.stderr)")
    }

    @Test(
        "a store that is the server's own address is exit 64, however the loopback host is spelled",
        arguments: ["127.0.0.1", "localhost", "LocalHost", "127.1", "0.0.0.0", "[::1]"])
    func ownAddressAsStore(_ host: String) async throws {
        let port = "47123"
        let listening = host == "[::1]" ? "::1" : "127.0.0.1"

        let result = try await run([
            "--host", listening, "--port", port, "--store", "http://\(host):\(port)", "--exit-on-stdin-eof",
        ])

        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix("server: --store http://\(host):\(port) is this server's own address"),
            "got \(result.stderr)")
    }

    @Test(
        "a store at another port or another loopback address is another server: taken",
        arguments: [("47125", "http://127.0.0.1:47126"), ("47127", "http://127.0.0.2:47127")])
    func otherServerAsStore(_ port: String, _ store: String) async throws {
        // With its standard input at its end, a server that started stops at once, exit 0.
        let result = try await run(["--port", port, "--store", store, "--exit-on-stdin-eof"])

        #expect(result.status == 0, "got \(result.stderr)")
    }

    @Test("a port that is taken is exit 1 saying it cannot listen")
    func portTaken() async throws {
        let first = try await ServerProcess.start(["--store", "memory"])
        defer { first.kill() }

        // With its standard input at its end, a server that did start anyway stops at once.
        let result = try await run(["--store", "memory", "--port", String(first.port), "--exit-on-stdin-eof"])

        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot listen on 127.0.0.1:\(first.port)"), "got \(result.stderr)")
    }

    @Test("SIGTERM sent as soon as the address is printed is a graceful stop, exit 0")
    func earlySignal() async throws {
        for _ in 0..<5 {
            let server = try await ServerProcess.start(["--store", "memory"])
            defer { server.kill() }

            #expect(try await server.terminate() == 0)
        }
    }

    @Test("the access log writes control characters in a path as \\xNN escapes")
    func logEscapesPath() async throws {
        let server = try await ServerProcess.start(["--store", "memory", "--log"])
        defer { server.kill() }

        _ = try await HTTPClient(root: server.url).send("GET", "/v1/%1B%5B2Jgone")
        _ = try await server.terminate()

        #expect(server.errorOutput.contains("GET /v1/\\x1b[2Jgone 400 "), "got \(server.errorOutput)")
        #expect(!server.errorOutput.contains("\u{1B}"))
    }

    private func run(
        _ arguments: [String], environment: [String: String]? = nil
    ) async throws -> (status: Int32, stderr: String) {
        let outcome = try await SpawnedProcess.run(
            ChildCommand(BuiltProducts.url("server").path, arguments, environment: environment, standardOutput: .null),
            within: .seconds(60))
        return (outcome.status, outcome.stderr)
    }
}
