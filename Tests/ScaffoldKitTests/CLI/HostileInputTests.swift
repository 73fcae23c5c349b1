import Foundation
import TestSupport
import Testing

@testable import ScaffoldKit

/// The tool end to end on a temporary folder, with input a careless or hostile user would give.
@Suite("Hostile input end to end")
struct HostileInputTests {
    private let root = FileManager.default.temporaryDirectory.appending(path: "scaffold-hostile-\(UUID().uuidString)")

    private func makeRepository(extra: [String: String] = [:]) throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let disk = DiskFileSystem(root: root)
        for (path, data) in Fixtures.repository(extra: extra).files { _ = try disk.write(data, to: path) }
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
        ) {
            _ in
        }
        .run(arguments)
    }

    @Test("A mistyped option gets a suggestion")
    func didYouMean() throws {
        try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = run(["Product", "--feilds", "name:String"])
        #expect(result.exitCode == 64)
        #expect(result.errorOutput.contains("did you mean '--fields'?"), "\(result.errorOutput)")
    }

    @Test("A name longer than the file system allows is refused with 65, in --dry-run too")
    func overlongName() throws {
        try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = snapshot()
        let name = "P" + String(repeating: "x", count: 300)
        let dry = run([name, "--dry-run"])
        #expect(dry.exitCode == 65, "\(dry.errorOutput)")
        #expect(dry.errorOutput.contains("too long"), "\(dry.errorOutput)")
        #expect(run([name]).exitCode == 65)
        #expect(snapshot() == before)
    }

    @Test("Names of the project's own public types, read from its code, are refused")
    func projectTypes() throws {
        try makeRepository(extra: [
            "Data/Store/DataStore.swift": "/// The store.\npublic final class DataStore: Sendable {}\n",
            "Domain/Misc/Widget.swift": "public struct Widget {}\npublic protocol Gizmo {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let before = snapshot()
        for name in ["DataStore", "Widget", "Gizmo"] {
            let result = run([name, "--dry-run"])
            #expect(result.exitCode == 65, "\(name): \(result.errorOutput)")
            #expect(result.errorOutput.contains("Domain/Misc/Widget.swift") || name == "DataStore")
        }
        #expect(run(["Gadget", "--dry-run"]).exitCode == 0)
        #expect(snapshot() == before)
    }

    @Test("A registration line changed in any way counts as edited: --remove lists it and removes nothing")
    func editedRegistration() throws {
        try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(run(["Product"]).exitCode == 0)
        let assembly = root.appending(path: "App/Composition/RepositoriesAssembly.swift")
        let text = try String(contentsOf: assembly, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "register(Product.self)", with: "register(Product.self) ").utf8)
            .write(to: assembly)
        let edited = snapshot()
        let refused = run(["--remove", "Product"])
        #expect(refused.exitCode == 73, "\(refused.errorOutput)")
        #expect(refused.errorOutput.contains("App/Composition/RepositoriesAssembly.swift"))
        #expect(snapshot() == edited)
    }

    @Test("A hand-written file is overwritten only when named with --force-overwrite, and --remove restores it")
    func handWrittenFileIsRestored() throws {
        let handWritten = "// written by hand\nstruct ProductRecord {}\n"
        try makeRepository(extra: ["Data/Records/ProductRecord.swift": handWritten])
        defer { try? FileManager.default.removeItem(at: root) }
        let before = snapshot()
        let forced = run(["Product", "--force"])
        #expect(forced.exitCode == 73, "\(forced.output)")
        #expect(forced.errorOutput.contains("--force-overwrite Data/Records/ProductRecord.swift"))
        #expect(snapshot() == before)
        let named = run(["Product", "--force-overwrite", "Data/Records/ProductRecord.swift"])
        #expect(named.exitCode == 0, "\(named.errorOutput)")
        #expect(snapshot() != before)
        // Generating again with other fields keeps the original for --remove.
        let regenerated = run(["Product", "--fields", "title:String count:Int", "--force"])
        #expect(regenerated.exitCode == 0, "\(regenerated.errorOutput)")
        let removed = run(["--remove", "Product"])
        #expect(removed.exitCode == 0, "\(removed.errorOutput)")
        #expect(snapshot() == before)
    }

    @Test(
        "An immutable (or, for a user, read-only) registration file gives one message and changes nothing",
        .enabled(
            if: canMakeUnwritable,
            "root writes read-only files, and chattr +i (the immutable flag) is missing or refused on this file system")
    )
    func unwritableRegistration() throws {
        try makeRepository()
        defer {
            _ = Self.shell(["chattr", "-i", root.appending(path: "App/Composition/RepositoriesAssembly.swift").path])
            try? FileManager.default.removeItem(at: root)
        }
        let assembly = root.appending(path: "App/Composition/RepositoriesAssembly.swift")
        if getuid() == 0 {
            // Root writes read-only files; only the immutable flag stops it.
            try #require(Self.shell(["chattr", "+i", assembly.path]) == 0, "chattr +i worked on a probe, not here")
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: assembly.path)
        }
        let before = snapshot()
        let result = run(["Product"])
        #expect(result.exitCode == 1)
        #expect(result.errorOutput.contains("cannot write App/Composition/RepositoriesAssembly.swift"))
        #expect(result.errorOutput.contains("the tree is unchanged"), "\(result.errorOutput)")
        #expect(!result.errorOutput.contains("restor"), "\(result.errorOutput)")
        #expect(snapshot() == before)
    }

    /// Whether a file in the temporary folder can be made unwritable for this user: by its mode
    /// for a user, by the immutable flag for root (which needs chattr, and a file system and
    /// privileges that allow it; many containers have neither).
    static let canMakeUnwritable: Bool = {
        guard getuid() == 0 else { return true }
        let probe = FileManager.default.temporaryDirectory.appending(path: "scaffold-immutable-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else { return false }
        defer { try? FileManager.default.removeItem(at: probe) }
        guard shell(["chattr", "+i", probe.path]) == 0 else { return false }
        return shell(["chattr", "-i", probe.path]) == 0
    }()

    private static func shell(_ arguments: [String]) -> Int32 {
        let command = ChildCommand("/usr/bin/env", arguments, standardOutput: .null, standardError: .null)
        return (try? SpawnedProcess.runBlocking(command, within: .seconds(60)).status) ?? -1
    }
}
