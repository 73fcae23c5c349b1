import Foundation
import Testing

/// Stored titles and names that hold terminal controls, shown by every command that echoes them,
/// on a real terminal: the controls reach the screen only as visible escapes.
@Suite("hostile text on a terminal", .enabled(if: PseudoTerminalSession.isAvailable))
struct TerminalInjectionTests {
    /// Sets the window title, leaves the alternate screen, then reverses what follows.
    static let hostile = "a\u{1B}]0;pwned\u{07}b\u{1B}[?1049lc\u{202E}d"
    /// How ``hostile`` must look on a terminal.
    static let shown = "a\\e]0;pwned\\u{7}b\\e[?1049lc\\u{202E}d"

    static func jsonString(_ text: String) throws -> String {
        String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
    }

    @Test(
        "confirmations, the rm question, error messages and the interactive status line show controls as escapes"
    )
    func everyEchoIsSanitised() async throws {
        let folder = try TemporaryFolder()
        let demo = try StoreKind.sqlite.demo(in: folder)
        let first = "aaaa0000-0000-4000-8000-000000000001"
        let second = "aaaa1111-0000-4000-8000-000000000002"
        let title = try Self.jsonString(Self.hostile)
        let lines = """
            {"type":"project","name":\(try Self.jsonString("P" + Self.hostile))}
            {"id":"\(first)","title":\(title)}
            {"id":"\(second)","title":\(title)}
            """
        #expect(try await demo.run(["import", "-"], input: lines).status == 0)
        let file = folder.url.appendingPathComponent("hostile.txt")
        try Data(("N" + Self.hostile).utf8).write(to: file)

        var environment = demo.environment
        environment["TERM"] = "xterm"
        environment["COLUMNS"] = "200"
        environment["LINES"] = "24"
        let quoted = { (arguments: [String]) in PseudoTerminalSession.quotedDemo(arguments) }
        let script = [
            "T=\"$(cat '\(file.path)')\"",
            quoted(["todo", "show", "aaaa"]),
            quoted(["todo", "add", "x", "--project", "nope"]),
            quoted(["todo", "done", first]),
            quoted(["todo", "undo", first]),
            quoted(["todo", "add"]) + " \"$T\"",
            quoted(["project", "add"]) + " \"$T\"",
            quoted(["todo", "rm", second]) + "; echo rm-status=$?",
            quoted(["ui"]),
        ].joined(separator: "; ")
        let session = try PseudoTerminalSession(shellCommand: script, environment: environment)
        defer { session.terminate() }

        #expect(await session.waitForScreen { _ in session.rawTranscript.contains("[y/N]") })
        try session.type("n\r")
        #expect(await session.waitForScreen { $0.contains("Todos (open)") })
        try session.type(" ")
        #expect(await session.waitForScreen { $0.contains("Done ") })
        try session.type("q")
        #expect(try await session.waitForExit() == 0)

        let transcript = session.rawTranscript
        #expect(!transcript.contains("\u{1B}]0;pwned"))
        #expect(!transcript.contains("b\u{1B}[?1049l"))
        #expect(!transcript.contains("\u{202E}"))
        #expect(!transcript.contains("\u{07}"))
        #expect(transcript.contains("aaaa0000-0000-4000-8000-000000000001  \(Self.shown)"))  // candidates
        #expect(transcript.contains("\"P\(Self.shown)\""))  // the projects an error lists
        #expect(transcript.contains("Done aaaa0000  \(Self.shown)"))
        #expect(transcript.contains("Reopened aaaa0000  \(Self.shown)"))
        // Added, both: "Added 3f2a1b2c  N..." for the todo and the project alike.
        #expect(transcript.components(separatedBy: "  N\(Self.shown)").count - 1 >= 2)
        #expect(transcript.contains("Remove todo aaaa1111 \"\(Self.shown)\"? [y/N]"))
        // Answering no is a failure that removes nothing, and says so.
        #expect(transcript.contains("Nothing was removed.\r\nrm-status=1"))
        #expect(try await demo.run(["todo", "show", second]).status == 0, "the todo was removed after a no")
        let statusLine = session.screen.split(separator: "\n").last.map(String.init) ?? ""
        #expect(statusLine.contains("Done aaaa0000  \(Self.shown)"))
    }

    @Test("a pipe gets the stored text as it is, tab-escaped, and --json gets it exactly")
    func pipesKeepText() async throws {
        let folder = try TemporaryFolder()
        let demo = try StoreKind.sqlite.demo(in: folder)
        #expect(try await demo.run(["todo", "add", Self.hostile]).status == 0)

        let listed = try await demo.run(["todo", "list"])
        #expect(listed.stdout.hasSuffix("\t\(Self.hostile)\n"))
        let json = try await demo.run(["todo", "list", "--json"])
        let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(decoded?.first?["title"] as? String == Self.hostile)
    }
}
