import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("demo ui on a pseudo-terminal", .enabled(if: PseudoTerminalSession.isAvailable))
struct InteractiveModeTests {
    let folder: TemporaryFolder
    let environment: [String: String]

    init() throws {
        folder = try TemporaryFolder()
        environment = [
            "PATH": "/usr/bin:/bin", "HOME": folder.url.path, "XDG_DATA_HOME": folder.url.path, "TERM": "xterm",
            "COLUMNS": "80", "LINES": "24", "TZ": "UTC", "DEMO_STORE": "memory",
        ]
    }

    @Test("adding, toggling and filtering with keys shows each change on the screen, then q restores the terminal")
    func addToggleFilter() async throws {
        let session = try PseudoTerminalSession(["ui"], environment: environment)
        defer { session.terminate() }

        #expect(await session.waitForScreen { $0.contains("No open todos.") })
        try session.type("a")
        #expect(await session.waitForScreen { $0.contains("New todo:") })
        try session.type("Buy milk\r")
        #expect(
            await session.waitForScreen {
                $0.contains("Added ") && $0.contains("○     medium") && $0.contains("Buy milk")
            }
        )

        try session.type(" ")
        #expect(await session.waitForScreen { $0.contains("Done ") && $0.contains("No open todos.") })

        try session.type("f")
        #expect(await session.waitForScreen { $0.contains("Todos (all)  1") && $0.contains("✓     medium") })

        try session.type("q")
        #expect(try await session.waitForExit() == 0)
        // Leaving the alternate screen and showing the cursor again is the last thing written.
        #expect(session.rawTranscript.hasSuffix("\u{1B}[?25h\u{1B}[?1049l"))
    }

    @Test("deleting asks first; y removes the selected todo")
    func deleteAsks() async throws {
        let session = try PseudoTerminalSession(["--no-color", "ui"], environment: environment)
        defer { session.terminate() }
        #expect(await session.waitForScreen { $0.contains("No open todos.") })
        try session.type("aWater plants\r")
        #expect(await session.waitForScreen { $0.contains("> ") && $0.contains("[ ]") && $0.contains("Water plants") })

        try session.type("d")
        #expect(await session.waitForScreen { $0.contains("Delete \"Water plants\"? [y/N]") })
        try session.type("y")
        #expect(await session.waitForScreen { $0.contains("Deleted ") && $0.contains("No open todos.") })

        try session.type("q")
        #expect(try await session.waitForExit() == 0)
    }

    @Test("Ctrl-C quits cleanly with the terminal restored")
    func interruptQuits() async throws {
        let session = try PseudoTerminalSession(["ui"], environment: environment)
        defer { session.terminate() }
        #expect(await session.waitForScreen { $0.contains("Todos (open)") })

        try session.type("\u{03}")

        #expect(try await session.waitForExit() == 0)
        #expect(session.rawTranscript.hasSuffix("\u{1B}[?25h\u{1B}[?1049l"))
    }
}

@Suite("demo ui on persistent stores", .enabled(if: PseudoTerminalSession.isAvailable))
struct InteractivePersistenceTests {
    @Test(
        "a todo added in the interactive mode (demo with no arguments) is in the store for the next command",
        arguments: StoreKind.allCases)
    func addPersists(kind: StoreKind) async throws {
        let folder = try TemporaryFolder()
        let demo = try kind.demo(in: folder)
        var environment = demo.environment
        environment["TERM"] = "xterm"
        environment["COLUMNS"] = "80"
        environment["LINES"] = "24"
        let session = try PseudoTerminalSession([], environment: environment)
        defer { session.terminate() }
        #expect(await session.waitForScreen { $0.contains("No open todos.") })
        try session.type("aPaint the fence\r")
        #expect(await session.waitForScreen { $0.contains("Paint the fence") })
        try session.type("q")
        #expect(try await session.waitForExit() == 0)

        let listed = try await demo.run(["todo", "list"])
        #expect(listed.stdout.hasSuffix("\topen\tmedium\t\t\tPaint the fence\n"))
    }
}

@Suite("demo ui and signals", .enabled(if: PseudoTerminalSession.isAvailable))
struct InteractiveSignalTests {
    @Test(
        "SIGINT, SIGTERM or SIGHUP sent from elsewhere ends demo ui with 128 + the signal and leaves the terminal in its normal mode",
        arguments: [SIGINT, SIGTERM, SIGHUP])
    func signalFromOutsideRestoresTerminal(signalNumber: Int32) async throws {
        let folder = try TemporaryFolder()
        let pidFile = folder.url.appendingPathComponent("demo.pid").path
        let environment = [
            "PATH": "/usr/bin:/bin", "HOME": folder.url.path, "TERM": "xterm", "COLUMNS": "80", "LINES": "24",
            "DEMO_STORE": "memory",
        ]
        // The inner shell writes its pid, then becomes demo; the outer one reports what is left.
        let inner = "echo \\$\\$ > '\(pidFile)'; exec \(PseudoTerminalSession.quotedDemo(["ui"]))"
        let command = "sh -c \"\(inner)\"; echo status=$?; stty -a"
        let session = try PseudoTerminalSession(shellCommand: command, environment: environment)
        defer { session.terminate() }
        #expect(await session.waitForScreen { $0.contains("Todos (open)") })
        let pid = try #require(
            Int32(try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))

        kill(pid, signalNumber)

        #expect(try await session.waitForExit() == 0)
        #expect(session.rawTranscript.contains("\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"))
        let after = session.rawTranscript.components(separatedBy: "\u{1B}[?1049l").last ?? ""
        #expect(after.contains("status=\(128 + signalNumber)"))
        let settings = after.split(whereSeparator: { $0.isWhitespace || $0 == ";" })
        #expect(settings.contains("icanon"))
        #expect(settings.contains("echo"))
        #expect(settings.contains("isig"))
    }
}
