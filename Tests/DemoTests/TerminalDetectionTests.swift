import Foundation
import Testing

/// How `demo todo list` decides on colour and symbols, run on a real pseudo-terminal.
@Suite("demo's terminal detection", .enabled(if: PseudoTerminalSession.isAvailable))
struct TerminalDetectionTests {
    /// The raw output of `todo add` then `todo list` on a terminal 60 columns wide.
    func listOnTerminal(extraEnvironment: [String: String], flags: [String] = []) async throws -> String {
        let folder = try TemporaryFolder()
        var environment = DemoProcess(dataHome: folder.url, extra: ["DEMO_STORE": "file:\(folder.url.path)/store"])
            .environment
        environment["TERM"] = "xterm"
        environment["COLUMNS"] = "60"
        environment.merge(extraEnvironment) { _, new in new }
        let add = PseudoTerminalSession.quotedDemo([
            "todo", "add", "A title long enough to be cut at sixty columns wide",
        ])
        let list = PseudoTerminalSession.quotedDemo(flags + ["todo", "list"])
        let session = try PseudoTerminalSession(shellCommand: "\(add) > /dev/null; \(list)", environment: environment)
        defer { session.terminate() }
        #expect(try await session.waitForExit() == 0)
        return session.rawTranscript
    }

    @Test("a colour terminal gets ANSI styles and the ○ symbol, cut to $COLUMNS with an ellipsis")
    func colourTerminal() async throws {
        let output = try await listOnTerminal(extraEnvironment: [:])
        #expect(output.contains("\u{1B}["))
        #expect(output.contains("○"))
        #expect(output.contains("…"))
    }

    @Test(
        "NO_COLOR, TERM=dumb and --no-color each give a plain table with [ ] and no escape codes",
        arguments: [
            (["NO_COLOR": "1"], [String]()), (["TERM": "dumb"], []), ([:], ["--no-color"]),
        ] as [([String: String], [String])])
    func plainTerminal(environment: [String: String], flags: [String]) async throws {
        let output = try await listOnTerminal(extraEnvironment: environment, flags: flags)
        #expect(!output.contains("\u{1B}["))
        #expect(output.contains("[ ]"))
        #expect(output.contains("DONE"))
    }
}
