import Foundation
import Testing

@testable import ScaffoldKit

@Suite("All-or-nothing apply")
struct TransactionTests {
    private let request = GenerationRequest(entity: "Product", arguments: ["Product"])

    @Test("A write failing half way restores every file byte for byte", arguments: 1...5)
    func rollsBackInMemory(failingWrite: Int) throws {
        let fileSystem = Fixtures.repository()
        let before = fileSystem.files
        let plan = try Fixtures.planner(fileSystem).plan(request)
        fileSystem.failOnWrite = failingWrite
        #expect(throws: ScaffoldError.self) { try Transaction.apply(plan, to: fileSystem) }
        #expect(fileSystem.files == before)
    }

    @Test("A file changed after planning stops the apply and nothing stays written")
    func refusesStalePlan() throws {
        let fileSystem = Fixtures.repository()
        let before = fileSystem.files
        let plan = try Fixtures.planner(fileSystem).plan(request)
        fileSystem.files["App/Composition/RepositoriesAssembly.swift"] = Data("edited\n".utf8)
        var expected = before
        expected["App/Composition/RepositoriesAssembly.swift"] = Data("edited\n".utf8)
        #expect(throws: ScaffoldError.self) { try Transaction.apply(plan, to: fileSystem) }
        #expect(fileSystem.files == expected)
    }

    @Test("On disk, a failure restores edited files and removes created files and folders")
    func rollsBackOnDisk() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "scaffold-tx-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let disk = DiskFileSystem(root: root)
        _ = try disk.write(Data("original\n".utf8), to: "App/A.swift")
        _ = try disk.write(Data("blocker".utf8), to: "Blocker")
        let plan = Plan(
            title: "t", entity: "E",
            changes: [
                Plan.Change(path: "App/A.swift", action: .edit, before: "original\n", after: "changed\n"),
                Plan.Change(path: "New/Deep/B.swift", action: .create, before: nil, after: "new\n"),
                Plan.Change(path: "Blocker/C.swift", action: .create, before: nil, after: "cannot\n"),
            ])
        #expect(throws: ScaffoldError.self) { try Transaction.apply(plan, to: disk) }
        #expect(try disk.readText("App/A.swift") == "original\n")
        #expect(!FileManager.default.fileExists(atPath: root.appending(path: "New").path))
        #expect(try disk.readText("Blocker") == "blocker")
    }
}

@Suite("A file that cannot be written")
struct UnwritableFileTests {
    @Test("A read-only registration file gives one message: which file, why, and that the tree is unchanged")
    func readOnlyRegistration() throws {
        let fileSystem = Fixtures.repository()
        let before = fileSystem.files
        let plan = try Fixtures.planner(fileSystem).plan(GenerationRequest(entity: "Product", arguments: ["Product"]))
        fileSystem.readOnly = ["App/Composition/RepositoriesAssembly.swift"]
        do {
            try Transaction.apply(plan, to: fileSystem)
            Issue.record("the apply succeeded")
        } catch {
            let message = error.description
            #expect(message.contains("App/Composition/RepositoriesAssembly.swift"))
            #expect(message.contains("permission denied"))
            #expect(!message.contains("restoring failed"), "\(message)")
            #expect(message.contains("unchanged"), "\(message)")
        }
        #expect(fileSystem.files == before)
    }
}
