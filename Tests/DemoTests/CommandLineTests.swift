import Foundation
import Testing

@Suite("demo command line: exit codes, errors and help")
struct CommandLineTests {
    let folder: TemporaryFolder
    let demo: DemoProcess

    init() throws {
        folder = try TemporaryFolder()
        demo = DemoProcess(dataHome: folder.url, extra: ["DEMO_STORE": "memory"])
    }

    @Test("--version prints the version and exits 0")
    func version() async throws {
        let result = try await demo.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "demo 1.0.0\n")
    }

    @Test("a misspelt command exits 64 with a suggestion and the usage on stderr, nothing on stdout")
    func misspeltCommand() async throws {
        let result = try await demo.run(["todo", "lsit"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("demo: error: 'lsit' is not a demo todo command"))
        #expect(result.stderr.contains("Did you mean 'demo todo list'?"))
        #expect(result.stderr.contains("See 'demo todo --help'."))
    }

    @Test("a misspelt option exits 64 and suggests the option meant")
    func misspeltOption() async throws {
        let result = try await demo.run(["todo", "add", "Milk", "--priorty", "high"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown option '--priorty'"))
        #expect(result.stderr.contains("Did you mean '--priority'?"))
        #expect(result.stderr.contains("Usage: demo todo add TITLE [options]"))
    }

    @Test("a misspelt priority exits 64, naming the cases as a generated enum option does, and suggests one")
    func misspeltPriority() async throws {
        let result = try await demo.run(["todo", "add", "Milk", "--priority", "hgih"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--priority needs one of low, medium, high, not 'hgih'"))
        #expect(result.stderr.contains("Did you mean 'high'?"))
    }

    @Test("a missing argument and a bad value are usage errors")
    func badArguments() async throws {
        let missing = try await demo.run(["todo", "add"])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("missing TITLE"))
        let badDate = try await demo.run(["todo", "add", "Milk", "--due", "2026-02-30"])
        #expect(badDate.status == 64)
        #expect(badDate.stderr.contains("'2026-02-30' is not a date"))
        let badPriority = try await demo.run(["todo", "add", "Milk", "-p", "hihg"])
        #expect(badPriority.stderr.contains("Did you mean 'high'?"))
    }

    /// Every command and group in the catalog, read from the top-level help the catalog writes,
    /// so that a command added later is tested without anyone copying it here.
    static func catalogPaths() async throws -> [[String]] {
        let folder = try TemporaryFolder()
        let help = try await DemoProcess(dataHome: folder.url).run(["--help"]).stdout
        let commands = help.components(separatedBy: "\n\n").first { $0.hasPrefix("Commands:\n") } ?? ""
        let paths = commands.split(separator: "\n").dropFirst().compactMap { line -> [String]? in
            // "  todo add        Add a todo": the words before the run of spaces are the path.
            let words = line.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ").first ?? ""
            let path = words.split(separator: " ").map(String.init)
            return path.first == "help" ? nil : path
        }
        var groups: [[String]] = []
        for path in paths where path.count > 1 && !groups.contains([path[0]]) { groups.append([path[0]]) }
        return [[]] + groups + paths
    }

    @Test("the catalog's help lists the commands people know, so the test below covers them")
    func catalogIsRead() async throws {
        let paths = try await Self.catalogPaths()
        #expect(paths.count >= 17)
        #expect(paths.contains(["todo", "add"]) && paths.contains(["project", "rm"]) && paths.contains(["ui"]))
    }

    @Test("--help works on every command in the catalog and exits 0", arguments: try await catalogPaths())
    func helpEverywhere(path: [String]) async throws {
        let flag = try await demo.run(path + ["--help"])
        #expect(flag.status == 0)
        #expect(flag.stdout.contains("Usage: \((["demo"] + path).joined(separator: " "))"))
        let word = try await demo.run(["help"] + path)
        #expect(word.status == 0)
        #expect(word.stdout == flag.stdout)
    }

    @Test("--store's help names what the command keeps: the data at the top, projects in a project command")
    func storeHelpNamesTheEntity() async throws {
        #expect(try await demo.run(["--help"]).stdout.contains("Where the data lives: sqlite"))
        #expect(try await demo.run(["project", "add", "--help"]).stdout.contains("Where projects live: sqlite"))
        #expect(try await demo.run(["todo", "list", "--help"]).stdout.contains("Where todos live: sqlite"))
        #expect(try await demo.run(["export", "--help"]).stdout.contains("Where the data lives: sqlite"))
    }

    @Test("a failure (an id that matches nothing) exits 1 with the reason on stderr")
    func failureExitsOne() async throws {
        let result = try await demo.run(["todo", "show", "abc"])
        #expect(result.status == 1)
        #expect(result.stderr == "demo: error: No todo has an id starting with \"abc\".\n")
    }

    @Test("no arguments and no terminal prints the help to stderr and exits 64")
    func noArgumentsInPipe() async throws {
        let result = try await demo.run([])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Usage: demo [COMMAND] [options]"))
    }

    @Test("an invalid --store is a usage error that lists the accepted forms")
    func invalidStore() async throws {
        let result = try await demo.run(["--store", "floppy", "todo", "list"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("invalid store \"floppy\": unknown kind \"floppy\""))
        #expect(
            result.stderr.contains(
                "sqlite[:PATH] | file[:DIR] | memory | http://HOST:PORT | postgres://USER@HOST:PORT/DB"))
    }
}
