import Foundation
import Testing

@testable import ScaffoldKit

/// Stands in for `swift build` / `swift test`, recording the calls and failing on request.
final class FakeRunner: CommandRunner {
    var failing: String?
    private(set) var calls: [[String]] = []

    func run(_ arguments: [String], in directory: URL, log: URL) throws(ScaffoldError) -> Int32 {
        calls.append(arguments)
        return arguments.count > 1 && arguments[1] == failing ? 1 : 0
    }
}

@Suite("The scaffold end to end on a real folder")
struct ScaffoldToolTests {
    private let root = FileManager.default.temporaryDirectory.appending(path: "scaffold-tool-\(UUID().uuidString)")
    private let runner = FakeRunner()

    private func makeRepository() throws -> DiskFileSystem {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let disk = DiskFileSystem(root: root)
        for (path, data) in Fixtures.repository().files { _ = try disk.write(data, to: path) }
        return disk
    }

    private func snapshot() -> [String: Data] {
        let mirror = TreeMirror(source: root, destination: root)
        var files: [String: Data] = [:]
        for path in mirror.files(under: root) { files[path] = try? Data(contentsOf: root.appending(path: path)) }
        return files
    }

    private func run(_ arguments: [String]) -> ScaffoldResult {
        ScaffoldTool(root: root, environment: [:], now: Date(timeIntervalSince1970: 1_790_000_000), runner: runner) {
            _ in
        }
        .run(arguments)
    }

    @Test("--dry-run prints the plan with diffs and writes nothing; the real run writes the same plan")
    func dryRunThenApply() throws {
        _ = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = snapshot()
        let dry = run(["Product", "--fields", "name:String", "--dry-run"])
        #expect(dry.exitCode == 0)
        #expect(dry.output.contains("create  Domain/Entities/Product.swift"))
        #expect(dry.output.contains("+        register(Product.self)"))
        #expect(snapshot() == before)

        let real = run(["Product", "--fields", "name:String"])
        #expect(real.exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: root.appending(path: "Domain/Entities/Product.swift").path))
        let after = snapshot()
        #expect(run(["Product", "--fields", "name:String"]).output.contains("Nothing to do"))
        #expect(snapshot() == after)

        let dryRemoval = run(["--remove", "Product", "--dry-run"])
        #expect(dryRemoval.exitCode == 0)
        #expect(snapshot() == after)
        let removal = run(["--remove", "Product"])
        #expect(removal.exitCode == 0)
        // Both say what stays stored, in the same words.
        let stored = #"Note: existing stores keep the products they hold"#
        #expect(dryRemoval.output.contains(stored) && removal.output.contains(stored))
        #expect(dryRemoval.output.contains(#"DROP TABLE "products";"#))
        #expect(snapshot() == before)
        #expect(!FileManager.default.fileExists(atPath: root.appending(path: ".scaffold").path))
        #expect(!FileManager.default.fileExists(atPath: root.appending(path: "Data/Records").path))
    }

    @Test("--json prints the plan, and errors, as JSON with the exit code")
    func json() throws {
        _ = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = run(["Category", "--dry-run", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(plan.output.utf8)) as? [String: Any]
        #expect(object?["entity"] as? String == "Category")
        #expect((object?["changes"] as? [[String: Any]])?.first?["path"] as? String == "Domain/Entities/Category.swift")
        let refused = run(["Task", "--json"])
        #expect(refused.exitCode == 65)
        #expect(refused.output.contains("\"exitCode\" : 65"))
    }

    @Test("Refusals exit with their documented codes and write nothing")
    func refusals() throws {
        _ = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = snapshot()
        #expect(run(["Todo"]).exitCode == 65)
        #expect(run(["Data"]).exitCode == 65)
        #expect(run(["Foo/Bar"]).exitCode == 65)
        #expect(run(["--remove", "Product"]).exitCode == 66)
        #expect(run(["Product", "--bogus"]).exitCode == 64)
        #expect(run(["--help"]).output.contains("EXIT CODES"))
        let version = run(["--version"])
        #expect(version.exitCode == 0 && version.output == "scaffold \(HelpText.version)\n")
        #expect(run(["--list"]).output.contains("Entity.swift.tmpl\n      -> Domain/Entities/{{ entity }}.swift"))
        #expect(snapshot() == before)
    }

    @Test("--verify applies only when the copy builds and its tests pass")
    func verify() throws {
        _ = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = snapshot()
        runner.failing = "build"
        let failed = run(["Product", "--verify"])
        #expect(failed.exitCode == 2)
        #expect(snapshot() == before)
        let copy = root.appending(path: ".build/scaffold-verify/tree/Domain/Entities/Product.swift")
        #expect(FileManager.default.fileExists(atPath: copy.path))

        runner.failing = nil
        let passed = run(["Product", "--verify"])
        #expect(passed.exitCode == 0)
        #expect(passed.output.hasPrefix("verified:"))
        #expect(runner.calls.last?.suffix(2) == ["--filter", "Product"])
        #expect(runner.calls.contains { $0.contains("-warnings-as-errors") })
        #expect(FileManager.default.fileExists(atPath: root.appending(path: "Domain/Entities/Product.swift").path))
    }

    @Test("--selftest generates, builds, regenerates and removes in the copy only")
    func selftest() throws {
        _ = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = snapshot()
        let result = run(["--selftest"])
        #expect(result.exitCode == 0, "\(result.errorOutput)")
        #expect(result.output.contains("selftest passed"))
        #expect(snapshot() == before)
    }
}
