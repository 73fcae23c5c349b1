import Foundation
import Testing

@testable import ScaffoldKit

/// `scripts/scaffold --upgrade` end to end on a temporary folder.
@Suite("--upgrade end to end")
struct UpgradeCommandTests {
    private let root = FileManager.default.temporaryDirectory.appending(path: "scaffold-upgrade-\(UUID().uuidString)")

    private func makeRepository() throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let disk = DiskFileSystem(root: root)
        for (path, data) in Fixtures.repository().files { _ = try disk.write(data, to: path) }
    }

    private func snapshot() -> [String: Data] {
        let mirror = TreeMirror(source: root, destination: root)
        var files: [String: Data] = [:]
        for path in mirror.files(under: root) { files[path] = try? Data(contentsOf: root.appending(path: path)) }
        return files
    }

    private func run(_ arguments: [String]) -> ScaffoldResult {
        ScaffoldTool(
            root: root, environment: [:], now: Date(timeIntervalSince1970: 1_790_000_000), runner: FakeRunner()
        ) { _ in }
        .run(arguments)
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: root.appending(path: path))
    }

    private func read(_ path: String) throws -> String {
        try String(decoding: Data(contentsOf: root.appending(path: path)), as: UTF8.self)
    }

    /// The entity template with one more line, and the templates' version bumped.
    private func changeTemplates() throws {
        try write(
            Fixtures.entityTemplate.replacingOccurrences(of: "UUID\n", with: "UUID\n    // upgraded\n"),
            to: "Templates/Entity.swift.tmpl")
        try write(
            Fixtures.templateManifest.replacingOccurrences(of: "\"version\": \"3\"", with: "\"version\": \"4\""),
            to: "Templates/manifest.json")
    }

    @Test("Right after generation --upgrade --all exits 0, says there is nothing to do and writes nothing")
    func cleanTreeIsANoOp() throws {
        try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(run(["Product", "--fields", "name:String"]).exitCode == 0)
        let before = snapshot()
        let result = run(["--upgrade", "--all"])
        #expect(result.exitCode == 0, "\(result.errorOutput)")
        #expect(result.output.contains("Nothing to do"))
        #expect(result.errorOutput.isEmpty)
        #expect(snapshot() == before)
    }

    @Test("--dry-run shows the unified diff of the template change and writes nothing; the real run writes it")
    func dryRunShowsTheDiff() throws {
        try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(run(["Product", "--fields", "name:String"]).exitCode == 0)
        try changeTemplates()
        let before = snapshot()
        let dry = run(["--upgrade", "Product", "--dry-run"])
        #expect(dry.exitCode == 0, "\(dry.errorOutput)")
        #expect(dry.output.contains("upgrade Product to templates version 4 (dry run, nothing written)"))
        #expect(dry.output.contains("overwrite  Domain/Entities/Product.swift"))
        #expect(dry.output.contains("--- a/Domain/Entities/Product.swift"))
        #expect(dry.output.contains("\n+    // upgraded\n"))
        #expect(snapshot() == before)
        let real = run(["--upgrade", "Product"])
        #expect(real.exitCode == 0, "\(real.errorOutput)")
        #expect(try read("Domain/Entities/Product.swift").contains("    // upgraded\n"))
    }

    @Test("A hand-edited file stops the upgrade of every entity with exit 73, listing it; nothing is written")
    func handEditRefused() throws {
        try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(run(["Product", "--fields", "name:String"]).exitCode == 0)
        #expect(run(["Widget", "--fields", "size:Int"]).exitCode == 0)
        try changeTemplates()
        try write(try read("Data/Records/WidgetRecord.swift") + "// mine\n", to: "Data/Records/WidgetRecord.swift")
        let before = snapshot()
        let result = run(["--upgrade", "--all"])
        #expect(result.exitCode == 73)
        #expect(result.errorOutput.contains("edited by hand"))
        #expect(result.errorOutput.contains("  Data/Records/WidgetRecord.swift\n"))
        #expect(snapshot() == before, "Product, whose files are as generated, is not upgraded either")
    }

    @Test("Every command warns once on stderr about entities older templates made, until --upgrade --all")
    func versionWarning() throws {
        try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(run(["Product", "--fields", "name:String"]).exitCode == 0)
        try changeTemplates()
        for arguments in [["--list"], ["Widget", "--dry-run"], ["--remove", "Nope"]] {
            let result = run(arguments)
            let lines = result.errorOutput.split(separator: "\n").filter { $0.hasPrefix("warning:") }
            #expect(
                lines == [
                    "warning: Product was generated by templates version 3, and Templates/ is now version 4: "
                        + "run 'scripts/scaffold --upgrade --all' to bring it up to date"
                ], "\(arguments): \(result.errorOutput)")
            #expect(!result.output.contains("warning:"))
        }
        #expect(run(["--upgrade", "--all"]).exitCode == 0)
        #expect(run(["--list"]).errorOutput.isEmpty)
    }
}
