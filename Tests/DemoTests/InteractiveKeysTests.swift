import Foundation
import TestSupport
import Testing

/// The interactive mode against every kind of key a terminal sends, pastes and resizes, in one
/// session on a real pseudo-terminal (each session costs a process start on a loaded machine).
@Suite("demo ui with every key, pastes and resizes", .enabled(if: PseudoTerminalSession.isAvailable))
struct InteractiveKeysTests {
    @Test(
        """
        keys without a meaning are ignored, the prompt line edits, pastes are text, a resize redraws \
        at once, and Escape alone cancels the prompt and then quits
        """)
    func everyKey() async throws {
        let folder = try TemporaryFolder()
        let demo = try StoreKind.sqlite.demo(in: folder)
        var environment = demo.environment
        environment["TERM"] = "xterm"
        environment["COLUMNS"] = "80"
        environment["LINES"] = "24"
        let ttyFile = folder.url.appendingPathComponent("tty").path
        let session = try PseudoTerminalSession(
            shellCommand: "tty > '\(ttyFile)'; exec \(PseudoTerminalSession.quotedDemo(["ui"]))",
            environment: environment)
        defer { session.terminate() }
        #expect(await session.waitForScreen { $0.contains("No open todos.") })
        try session.type("aWater plants\r")
        #expect(await session.waitForScreen { $0.contains("Added ") && $0.contains("Water plants") })

        // Left, Right, Home, End, PgUp, PgDn, Delete, F1, F5 and Insert mean nothing in the list.
        try session.type("\u{1B}[D\u{1B}[C\u{1B}[H\u{1B}[F\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}OP\u{1B}[15~\u{1B}[2~f")
        #expect(await session.waitForScreen { $0.contains("Todos (all)  1") })

        // Edited with Left, Home, End and Delete; Ctrl-A and a bell typed in are not stored.
        try session.type("aBuy mlk\u{1B}[D\u{1B}[Di\u{1B}[HX\u{1B}[F!\u{1B}[D\u{1B}[3~\u{01}\u{07}\r")
        #expect(await session.waitForScreen { $0.contains("Added ") && $0.contains("XBuy milk") })

        // A paste holding Enter and command keys is text for the prompt; outside one it does nothing.
        try session.type("a\u{1B}[200~Call Andy\rkdy\u{1B}[201~\r")
        #expect(await session.waitForScreen { $0.contains("Added ") && $0.contains("Call Andy kdy") })
        try session.type("\u{1B}[200~kdy\u{1B}[201~f")
        #expect(await session.waitForScreen { $0.contains("Todos (done)  0") })

        // Escape alone cancels the prompt and keeps what is stored.
        try session.type("aabc")
        #expect(await session.waitForScreen { $0.contains("New todo: abc") })
        try session.type("\u{1B}")
        #expect(await session.waitForScreen { $0.contains("Nothing added.") })

        // A 20 KB paste scrolls within the last line instead of wrapping over the screen, and
        // reaches the Domain whole (which refuses a title that long).
        let long = String(repeating: "0123456789", count: 2000)
        try session.type("a\u{1B}[200~" + long + "\u{1B}[201~")
        #expect(await session.waitForScreen { $0.contains("New todo: …") && $0.contains("56789▏") })
        let promptLine = session.screen.split(separator: "\n").last.map(String.init) ?? ""
        #expect(promptLine.count <= 80)
        try session.type("\r")
        #expect(await session.waitForScreen { $0.contains("Title is 20000 characters long; at most 500 are allowed.") })

        // A resize redraws at the new width without a key.
        let tty = try String(contentsOfFile: ttyFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try await SpawnedProcess.run(ChildCommand("/bin/stty", ["-F", tty, "cols", "40", "rows", "24"]))
        #expect(
            await session.waitForScreen { screen in
                screen.contains("Todos (done)") && screen.split(separator: "\n").allSatisfy { $0.count <= 40 }
            })

        try session.type("\u{1B}")
        #expect(try await session.waitForExit() == 0)
        #expect(session.rawTranscript.contains("\u{1B}[?2004h"))
        #expect(session.rawTranscript.hasSuffix("\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"))

        let listed = try await demo.run(["todo", "list", "--all"])
        let titles = listed.stdout.split(separator: "\n").map { $0.split(separator: "\t").last.map(String.init) ?? "" }
        #expect(titles.sorted() == ["Call Andy kdy", "Water plants", "XBuy milk"])
        #expect(!listed.stdout.contains("\tdone\t"))
    }
}
