import Foundation
import Testing

/// Standard output or error that cannot be written: a full disk, a closed descriptor, a reader
/// that went away. None of them traps; only a closed pipe is quiet.
@Suite("demo when its output cannot be written")
struct OutputFailureTests {
    let folder: TemporaryFolder
    let demo: DemoProcess

    init() throws {
        folder = try TemporaryFolder()
        demo = try StoreKind.sqlite.demo(in: folder)
    }

    /// Runs `script` under `sh`, where `demo` is the built binary, quoted.
    func shell(_ script: String) async throws -> DemoProcess.Result {
        let binary = PseudoTerminalSession.quotedDemo([])
        return try await DemoProcess.shell("demo() { \(binary) \"$@\"; }; \(script)", environment: demo.environment)
    }

    @Test("a full disk on standard output exits 1 with one line saying why, after the todo was stored")
    func fullDisk() async throws {
        let added = try await shell("demo todo add 'Buy milk' >/dev/full")
        #expect(added.status == 1)
        #expect(added.stderr == "demo: cannot write to standard output: No space left on device\n")
        let listed = try await shell("demo todo list >/dev/full")
        #expect(listed.status == 1)
        #expect(listed.stderr == "demo: cannot write to standard output: No space left on device\n")
        #expect(try await demo.run(["todo", "list"]).stdout.hasSuffix("\tBuy milk\n"))
    }

    @Test("a closed standard output exits 1 saying so; the store never receives the output")
    func closedOutput() async throws {
        let added = try await shell("demo todo add 'Buy milk' >&-")
        #expect(added.status == 1)
        #expect(added.stderr == "demo: cannot write to standard output: Bad file descriptor\n")
        let listed = try await demo.run(["todo", "list"])
        #expect(listed.status == 0)
        #expect(listed.stdout.hasSuffix("\tBuy milk\n"))
    }

    @Test("a closed standard error exits 1 instead of trapping")
    func closedError() async throws {
        let result = try await shell("demo bogus 2>&-; echo status=$?")
        #expect(result.stdout == "status=1\n")
    }

    @Test("a reader that stops early (| head -1) ends the list quietly with status 0")
    func closedPipe() async throws {
        let rows = (1...3000).map { "{\"title\":\"Todo number \($0) with a title long enough to fill the pipe\"}" }
        #expect(try await demo.run(["import", "-"], input: rows.joined(separator: "\n")).status == 0)

        let result = try await shell("{ demo todo list; echo status=$? >&2; } | head -1 >/dev/null")

        #expect(result.stderr == "status=0\n")
    }
}
