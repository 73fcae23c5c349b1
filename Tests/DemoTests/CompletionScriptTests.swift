import Foundation
import Testing

/// `demo --generate-completion-script bash|zsh|fish`: scripts written from the command catalog,
/// which complete what `demo` accepts, generated entities' commands included.
@Suite("demo shell completion scripts")
struct CompletionScriptTests {
    let folder: TemporaryFolder
    let demo: DemoProcess

    init() throws {
        folder = try TemporaryFolder()
        demo = DemoProcess(dataHome: folder.url, extra: ["DEMO_STORE": "memory"])
    }

    /// What bash's completion offers after `typed` (the last word being completed).
    func bashCompletions(_ typed: [String]) async throws -> [String] {
        let words = (["demo"] + typed).map { "'\($0)'" }.joined(separator: " ")
        let script = """
            source <(\(PseudoTerminalSession.quotedDemo(["--generate-completion-script", "bash"])))
            COMP_WORDS=(\(words)); COMP_CWORD=\(typed.count); _demo; printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try await DemoProcess.shell("exec bash -c \(Self.quoted(script))", environment: demo.environment)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test(
        "bash completes groups, commands (after an alias too) and each command's options",
        arguments: [
            ([""], ["todo", "project", "import", "export", "ui", "help", "--store"]),
            (["todo", "l"], ["list"]),
            (["todo", "ls", "--pr"], ["--priority", "--project"]),
            (["--store", "memory", "todo", "add", "Buy", "milk", "--d"], ["--due"]),
            (["project", "rm", "Home", "--f"], ["--force"]),
            (["export", "-"], ["-o", "-h"]),
        ])
    func bash(typed: [String], expected: [String]) async throws {
        let offered = try await bashCompletions(typed)
        for word in expected { #expect(offered.contains(word), "\(typed): \(offered)") }
        if typed.last == "l" { #expect(offered == ["list"]) }
    }

    @Test("every command of the catalog is in each script", arguments: CompletionShellName.allCases)
    func everyCommand(shell: CompletionShellName) async throws {
        let script = try await demo.run(["--generate-completion-script", shell.rawValue])
        #expect(script.status == 0)
        for path in try await CommandLineTests.catalogPaths() where !path.isEmpty {
            let named =
                shell == .fish
                ? script.stdout.contains("-a \(path.last ?? "") -d")
                : script.stdout.contains("\"\(path.joined(separator: " "))\")")
            #expect(named, "\(shell) lacks \(path)")
        }
    }

    @Test("the bash script parses")
    func bashParses() async throws {
        try await parses(.bash, check: "bash -n")
    }

    @Test("the zsh script parses", .enabled(if: Self.isInstalled("zsh"), "zsh is not installed"))
    func zshParses() async throws {
        try await parses(.zsh, check: "zsh -n")
    }

    @Test("the fish script parses", .enabled(if: Self.isInstalled("fish"), "fish is not installed"))
    func fishParses() async throws {
        try await parses(.fish, check: "fish --no-execute")
    }

    private func parses(_ shell: CompletionShellName, check: String) async throws {
        let file = folder.url.appendingPathComponent("completion.\(shell.rawValue)").path
        let demoCommand = PseudoTerminalSession.quotedDemo(["--generate-completion-script", shell.rawValue])
        let result = try await DemoProcess.shell(
            "\(demoCommand) > '\(file)' && \(check) '\(file)'", environment: demo.environment)
        #expect(result.status == 0, "\(result.stderr)")
    }

    static func isInstalled(_ shell: String) -> Bool {
        ["/usr/bin", "/bin", "/usr/local/bin"].contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(shell)")
        }
    }

    @Test("a shell the script cannot be written for is a usage error naming the ones it can")
    func unknownShell() async throws {
        let result = try await demo.run(["--generate-completion-script", "tcsh"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("no completion script for 'tcsh'; give bash, zsh or fish"), "\(result.stderr)")
    }

    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// The shells, as the tests name them.
enum CompletionShellName: String, CaseIterable, Sendable {
    case bash
    case zsh
    case fish
}
