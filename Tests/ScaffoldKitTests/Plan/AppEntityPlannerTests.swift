import Testing

@testable import ScaffoldKit

@Suite("An app entity (Project) in the manifest: generated but for the files it still keeps by hand")
struct AppEntityPlannerTests {
    /// The fixture repository with a manifest recording its hand-written Project as an app entity
    /// whose entity file stays hand-written, and nothing generated for it yet.
    private func repository(handWrittenMarkers: [String]? = nil) -> MemoryFileSystem {
        var manifest = ScaffoldManifest()
        manifest.entities["Project"] = ScaffoldManifest.Entity(
            arguments: ["Project", "--fields", "name:String"], templateVersion: "3", date: "2026-12-05", files: [],
            registrations: [], fields: ["name:String"], isAppEntity: true,
            handWrittenFiles: ["Domain/Entities/Project.swift"], handWrittenMarkers: handWrittenMarkers)
        return Fixtures.repository(extra: [".scaffold/manifest.json": manifest.encoded()])
    }

    private func upgrade(_ fileSystem: MemoryFileSystem) throws -> Plan {
        try UpgradePlanner(planner: try Fixtures.planner(fileSystem, today: "2027-01-01")).plan(
            entities: ["Project"], force: false)
    }

    @Test("--upgrade writes the generated files with the recorded date, never the hand-written ones, then holds")
    func upgradeLeavesHandWrittenFiles() throws {
        let fileSystem = repository()
        let plan = try upgrade(fileSystem)
        #expect(!plan.changes.contains { $0.path == "Domain/Entities/Project.swift" })
        try Transaction.apply(plan, to: fileSystem)
        #expect(fileSystem.texts["Domain/Entities/Project.swift"] == "struct Project {}\n")
        #expect(fileSystem.texts["Data/Records/ProjectRecord.swift"]?.contains("2026-12-05") == true)
        let recorded = try ScaffoldManifest.decode(fileSystem.texts[".scaffold/manifest.json"] ?? "", path: "m")
        let project = try #require(recorded.entities["Project"])
        #expect(
            project.files.map(\.path) == ["Data/Records/ProjectRecord.swift", "Tests/DataTests/ProjectTests.swift"])
        #expect(project.isAppEntity == true)
        #expect(project.handWrittenFiles == ["Domain/Entities/Project.swift"])
        #expect(project.registrations.map(\.line) == ["register(Project.self)"])
        #expect(try upgrade(fileSystem).isNoOp)
    }

    @Test("A registration marker kept by hand is neither recorded nor written")
    func handWrittenMarkerIsLeftAlone() throws {
        let fileSystem = repository(handWrittenMarkers: ["repositories"])
        try Transaction.apply(try upgrade(fileSystem), to: fileSystem)
        let recorded = try ScaffoldManifest.decode(fileSystem.texts[".scaffold/manifest.json"] ?? "", path: "m")
        #expect(recorded.entities["Project"]?.registrations == [])
        #expect(fileSystem.texts["App/Composition/RepositoriesAssembly.swift"] == Fixtures.assembly)
    }

    @Test("--remove of an app entity is refused with 65 and nothing written; --force removes only generated files")
    func removeNeedsForce() throws {
        let fileSystem = repository()
        try Transaction.apply(try upgrade(fileSystem), to: fileSystem)
        let removal = RemovalPlanner(workspace: try Workspace.load(fileSystem, environment: [:]))
        #expect(throws: ScaffoldError.appEntity("Project")) { try removal.plan(entity: "Project", force: false) }
        #expect(ScaffoldError.appEntity("Project").exitCode == 65)
        let forced = try removal.plan(entity: "Project", force: true)
        #expect(!forced.changes.contains { $0.path == "Domain/Entities/Project.swift" })
        #expect(forced.changes.contains { $0.path == "Data/Records/ProjectRecord.swift" && $0.action == .delete })
    }
}
