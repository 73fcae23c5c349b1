import Foundation
import Testing

@testable import ScaffoldKit

@Suite("Planning a generation")
struct GenerationPlannerTests {
    private let request = GenerationRequest(
        entity: "Product", fields: (try? FieldSpec.parseList("name:String note:String?")) ?? [],
        arguments: ["Product"]
    )

    @Test("The plan creates every templated file with its header, registers, and records the manifest")
    func plansCreation() throws {
        let fileSystem = Fixtures.repository()
        let plan = try Fixtures.planner(fileSystem).plan(request)
        #expect(
            plan.changes.map(\.path) == [
                "Domain/Entities/Product.swift", "Data/Records/ProductRecord.swift",
                "Tests/DataTests/ProductTests.swift",
                "App/Composition/RepositoriesAssembly.swift", ".scaffold/manifest.json",
            ])
        #expect(plan.changes.map(\.action) == [.create, .create, .create, .edit, .create])
        let entity = try #require(plan.changes[0].after)
        #expect(entity.hasPrefix("// Product.swift in Sample by Ada, 2026-11-30\n\npublic struct Product {"))
        #expect(entity.contains("    public var note: String?\n"))
        #expect(plan.changes[1].after?.contains("// table products via main") == true)
        #expect(plan.changes[1].after?.contains("    var note: TEXT?\n") == true)
        #expect(plan.changes[3].after?.contains("register(Todo.self)\n        register(Product.self)\n") == true)
        #expect(fileSystem.writeCount == 0)
    }

    @Test("Hand-written entities and unknown gateways are refused")
    func refusals() throws {
        let planner = try Fixtures.planner(Fixtures.repository())
        #expect(throws: ScaffoldError.entityExists("Todo", path: "Domain/Entities/Todo.swift")) {
            try planner.plan(GenerationRequest(entity: "Todo"))
        }
        #expect(throws: ScaffoldError.self) { try planner.plan(GenerationRequest(entity: "Project")) }
        #expect(throws: ScaffoldError.unknownGateway("nope", known: ["main", "billing"])) {
            try planner.plan(GenerationRequest(entity: "Product", gateway: "nope"))
        }
    }

    @Test("An existing file aborts; --force takes only the scaffold's own; --force-overwrite keeps the original")
    func existingFiles() throws {
        let fileSystem = Fixtures.repository(extra: ["Data/Records/ProductRecord.swift": "mine\n"])
        #expect(throws: ScaffoldError.existingFiles(["Data/Records/ProductRecord.swift"])) {
            try Fixtures.planner(fileSystem).plan(request)
        }
        var forced = request
        forced.existingFiles = .overwrite
        #expect(throws: ScaffoldError.unownedFiles(["Data/Records/ProductRecord.swift"])) {
            try Fixtures.planner(fileSystem).plan(forced)
        }
        var named = request
        named.forceOverwrite = ["Data/Records/ProductRecord.swift"]
        let overwriting = try Fixtures.planner(fileSystem).plan(named)
        #expect(overwriting.changes[1].action == .overwrite)
        let recorded = try ScaffoldManifest.decode(try #require(overwriting.changes.last?.after), path: "m")
        let file = recorded.entities["Product"]?.files.first { $0.path == "Data/Records/ProductRecord.swift" }
        #expect(file?.original == "mine\n")
        var kept = request
        kept.existingFiles = .keep
        let plan = try Fixtures.planner(fileSystem).plan(kept)
        #expect(plan.changes[1].action == .skip)
        try Transaction.apply(plan, to: fileSystem)
        #expect(fileSystem.texts["Data/Records/ProductRecord.swift"] == "mine\n")
        let manifest = try ScaffoldManifest.decode(fileSystem.texts[".scaffold/manifest.json"] ?? "", path: "m")
        #expect(manifest.entities["Product"]?.files.map(\.path).contains("Data/Records/ProductRecord.swift") == false)
    }

    @Test("--force regenerates the scaffold's own files with other fields")
    func forceRegenerates() throws {
        let fileSystem = Fixtures.repository()
        try Transaction.apply(try Fixtures.planner(fileSystem).plan(request), to: fileSystem)
        var changed = GenerationRequest(entity: "Product", fields: try FieldSpec.parseList("title:String count:Int"))
        #expect(throws: ScaffoldError.self) { try Fixtures.planner(fileSystem).plan(changed) }
        changed.existingFiles = .overwrite
        let plan = try Fixtures.planner(fileSystem).plan(changed)
        #expect(plan.changes.first?.action == .overwrite)
    }

    @Test("Running the same command twice changes nothing, even on a later day")
    func idempotent() throws {
        let fileSystem = Fixtures.repository()
        try Transaction.apply(try Fixtures.planner(fileSystem).plan(request), to: fileSystem)
        let again = try Fixtures.planner(fileSystem, today: "2027-01-01").plan(request)
        #expect(again.isNoOp)
        #expect(again.changes.allSatisfy { $0.action == .unchanged })
    }

    @Test("--plural reaches the plural filter; a template error names file and line")
    func pluralAndTemplateErrors() throws {
        var cactus = request
        cactus.entity = "Cactus"
        cactus.plural = "Cactuses"
        let plan = try Fixtures.planner(Fixtures.repository()).plan(cactus)
        #expect(plan.changes[1].after?.contains("// table cactuses via main") == true)

        let broken = Fixtures.repository(extra: ["Templates/Tests.swift.tmpl": "ok\n{% if entity %}\n"])
        #expect(
            throws: ScaffoldError.template(
                TemplateError(
                    file: "Templates/Tests.swift.tmpl", line: 2, message: "'if' is never closed (expected {% endif %})")
            )
        ) { try Fixtures.planner(broken) }
    }

    @Test("A file whose 'when' condition fails is not generated; stores.<kind> follows scaffold.json")
    func conditionalFiles() throws {
        let manifest = Fixtures.templateManifest.replacingOccurrences(
            of: #""test": true}"#, with: #""test": true, "when": "stores.sqlite"}"#)
        let withoutSQLite = Fixtures.repository(extra: ["Templates/manifest.json": manifest])
        let paths = try Fixtures.planner(withoutSQLite).plan(request).changes.map(\.path)
        #expect(!paths.contains("Tests/DataTests/ProductTests.swift"))

        let config = #"{"stores": ["memory", "sqlite"]}"#
        let withSQLite = Fixtures.repository(extra: ["Templates/manifest.json": manifest, "scaffold.json": config])
        #expect(
            try Fixtures.planner(withSQLite).plan(request).changes.map(\.path).contains(
                "Tests/DataTests/ProductTests.swift"))
    }

    @Test("Files and registrations that require a missing file are left out; present, they are planned")
    func requiredFiles() throws {
        let manifest = Fixtures.templateManifest
            .replacingOccurrences(of: #""test": true}"#, with: #""test": true, "requires": "App/Root.swift"}"#)
            .replacingOccurrences(
                of: #""marker": "repositories","#, with: #""marker": "repositories", "requires": "App/Root.swift","#)
        let without = Fixtures.repository(extra: ["Templates/manifest.json": manifest])
        let paths = try Fixtures.planner(without).plan(request).changes.map(\.path)
        #expect(!paths.contains("Tests/DataTests/ProductTests.swift"))
        #expect(!paths.contains("App/Composition/RepositoriesAssembly.swift"))

        let with = Fixtures.repository(extra: ["Templates/manifest.json": manifest, "App/Root.swift": "// root\n"])
        let planned = try Fixtures.planner(with).plan(request).changes.map(\.path)
        #expect(planned.contains("Tests/DataTests/ProductTests.swift"))
        #expect(planned.contains("App/Composition/RepositoriesAssembly.swift"))
    }
}
