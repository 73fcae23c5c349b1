import Testing

@testable import ScaffoldKit

@Suite("Command line")
struct CommandTests {
    @Test("Generation options parse, with --name=value too")
    func parsesGenerate() throws {
        let command = try Command.parse([
            "Product", "--fields=name:String", "--gateway", "main", "--plural", "Products",
            "--force", "--dry-run", "--json",
        ])
        guard case .generate(let request, let output) = command else {
            Issue.record("not a generate command")
            return
        }
        #expect(request.entity == "Product")
        #expect(request.fields.map(\.name) == ["name"])
        #expect(request.gateway == "main")
        #expect(request.plural == "Products")
        #expect(request.existingFiles == .overwrite)
        #expect(output == Command.Output(dryRun: true, json: true, verify: false))
    }

    @Test("Modes parse")
    func parsesModes() throws {
        #expect(try Command.parse(["--list"]) == .list)
        #expect(try Command.parse(["--selftest"]) == .selftest)
        #expect(try Command.parse(["Product", "--help"]) == .help)
        #expect(
            try Command.parse(["--remove", "Product", "--force"]) == .remove(entity: "Product", force: true, .init()))
        #expect(try Command.parse(["--upgrade", "--all"]) == .upgrade(entity: nil, force: false, .init()))
        #expect(
            try Command.parse(["--upgrade", "Product", "--force", "--dry-run"])
                == .upgrade(entity: "Product", force: true, .init(dryRun: true)))
    }

    @Test(
        "Usage errors exit 64",
        arguments: [
            [], ["--bogus"], ["A", "B"], ["A", "--force", "--skip"], ["--fields"],
            ["--remove", "A", "--fields", "a:Int"],
            ["--list", "A"], ["--remove", "A", "--verify"],
            ["--upgrade"], ["--upgrade", "A", "--all"], ["--all"], ["A", "--all"],
            ["--upgrade", "A", "--fields", "a:Int"],
            ["--upgrade", "--all", "--skip"], ["--upgrade", "--all", "--verify"],
        ])
    func usageErrors(arguments: [String]) {
        do {
            _ = try Command.parse(arguments)
            Issue.record("accepted \(arguments)")
        } catch {
            #expect(error.exitCode == 64)
        }
    }
}

@Suite("Did you mean")
struct NearSpellingTests {
    @Test(
        "A near spelling of an option is suggested",
        arguments: [
            ("--feilds", "--fields"), ("--dryrun", "--dry-run"), ("--frce", "--force"), ("--remvoe", "--remove"),
        ])
    func suggests(typed: String, meant: String) {
        #expect(NearSpelling.suggestion(for: typed, among: Command.options) == meant)
    }

    @Test("Nothing is suggested for a word far from every option")
    func staysQuiet() {
        #expect(NearSpelling.suggestion(for: "--bogus", among: Command.options) == nil)
    }

    @Test("--force-overwrite takes a path, may be repeated, and is refused with --remove")
    func forceOverwrite() throws {
        let command = try Command.parse(["Product", "--force-overwrite", "A.swift", "--force-overwrite=B.swift"])
        guard case .generate(let request, _) = command else {
            Issue.record("not a generate command")
            return
        }
        #expect(request.forceOverwrite == ["A.swift", "B.swift"])
        #expect(throws: ScaffoldError.self) { try Command.parse(["--remove", "Product", "--force-overwrite", "A"]) }
    }
}
