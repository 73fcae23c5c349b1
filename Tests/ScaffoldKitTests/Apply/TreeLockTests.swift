import Foundation
import TestSupport
import Testing

@testable import ScaffoldKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("One scaffold command at a time on a tree")
struct TreeLockTests {
    @Test("A command waits for the one applying before it touches the journal, then finishes it if that one died")
    func recoveryWaitsForTheLock() async throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "scaffold-lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let disk = DiskFileSystem(root: root)
        for (path, data) in Fixtures.repository().files { _ = try disk.write(data, to: path) }
        let workspace = try Workspace.load(disk, environment: [:])
        let plan = try GenerationPlanner(
            workspace: workspace, templates: try workspace.templates(), today: "2026-12-01"
        )
        .plan(GenerationRequest(entity: "Product", arguments: ["Product"]))
        // As an applying command leaves it: the journal written, no file yet.
        _ = try disk.write(Journal(plan).encoded(), to: workspace.config.journal)
        let journal = root.appending(path: workspace.config.journal)

        let outcome = try await onOwnThread { () throws -> (whileHeld: Bool, after: Bool, errors: String) in
            let descriptor = open(root.path, O_RDONLY)
            guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else { return (false, true, "cannot lock") }
            let process = try SpawnedProcess(
                ChildCommand(
                    ScaffoldProcess.executable.path, ["--list"], directory: root.path, standardOutput: .null))
            usleep(400_000)
            let whileHeld = FileManager.default.fileExists(atPath: journal.path) && process.isRunning
            close(descriptor)
            _ = try process.waitForExit()
            return (whileHeld, FileManager.default.fileExists(atPath: journal.path), process.standardError)
        }
        #expect(outcome.whileHeld, "the command went ahead while another held the tree")
        #expect(!outcome.after)
        #expect(outcome.errors.contains("'generate Product' was interrupted"), "\(outcome.errors)")
        #expect(FileManager.default.fileExists(atPath: root.appending(path: "Domain/Entities/Product.swift").path))
    }
}
