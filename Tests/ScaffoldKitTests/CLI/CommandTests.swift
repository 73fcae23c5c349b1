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
    }

    @Test(
        "Usage errors exit 64",
        arguments: [
            [], ["--bogus"], ["A", "B"], ["A", "--force", "--skip"], ["--fields"],
            ["--remove", "A", "--fields", "a:Int"],
            ["--list", "A"], ["--remove", "A", "--verify"],
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
