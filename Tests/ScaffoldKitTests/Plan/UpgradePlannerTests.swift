import Foundation
import Testing

@testable import ScaffoldKit

@Suite("--upgrade: generated entities written again from today's templates")
struct UpgradePlannerTests {
    private let product = GenerationRequest(
        entity: "Product", fields: (try? FieldSpec.parseList("name:String note:String?")) ?? [],
        gateway: "billing", arguments: ["Product", "--gateway", "billing"])
    private let widget = GenerationRequest(
        entity: "Widget", fields: (try? FieldSpec.parseList("size:Int")) ?? [], arguments: ["Widget"])

    /// A repository in which Product and Widget were generated on 2026-11-30.
    private func generated() throws -> MemoryFileSystem {
        let fileSystem = Fixtures.repository()
        try Transaction.apply(try Fixtures.planner(fileSystem).plan(product), to: fileSystem)
        try Transaction.apply(try Fixtures.planner(fileSystem).plan(widget), to: fileSystem)
        return fileSystem
    }

    /// Adds a line to the entity template and bumps the templates' version, as a template change does.
    private func changeTemplates(_ fileSystem: MemoryFileSystem) {
        let entity = Fixtures.entityTemplate.replacingOccurrences(
            of: "    public let id: UUID\n", with: "    public let id: UUID\n    // upgraded\n")
        fileSystem.files["Templates/Entity.swift.tmpl"] = Data(entity.utf8)
        fileSystem.files["Templates/manifest.json"] = Data(
            Fixtures.templateManifest.replacingOccurrences(of: "\"version\": \"3\"", with: "\"version\": \"4\"").utf8)
    }

    private func upgrade(
        _ fileSystem: MemoryFileSystem, _ entities: [String]? = nil, force: Bool = false, today: String = "2027-02-01"
    ) throws -> Plan {
        try UpgradePlanner(planner: try Fixtures.planner(fileSystem, today: today)).plan(
            entities: entities, force: force)
    }

    private func manifest(_ fileSystem: MemoryFileSystem) throws -> ScaffoldManifest {
        try ScaffoldManifest.decode(fileSystem.texts[".scaffold/manifest.json"] ?? "", path: "m")
    }

    @Test("On a tree as generated, --upgrade --all and --upgrade Product change nothing, even on a later day")
    func cleanTreeIsANoOp() throws {
        let fileSystem = try generated()
        let all = try upgrade(fileSystem)
        #expect(all.isNoOp)
        #expect(all.changes.allSatisfy { $0.action == .unchanged })
        #expect(try upgrade(fileSystem, ["Product"]).isNoOp)
    }

    @Test("A template change reaches every generated entity, keeps fields, gateway and date, and then holds")
    func templateChangeReachesEveryEntity() throws {
        let fileSystem = try generated()
        changeTemplates(fileSystem)
        let plan = try upgrade(fileSystem)
        #expect(plan.title == "upgrade every generated entity to templates version 4")
        #expect(
            plan.writes.map(\.path) == [
                "Domain/Entities/Product.swift", "Domain/Entities/Widget.swift", ".scaffold/manifest.json",
            ])
        try Transaction.apply(plan, to: fileSystem)
        for name in ["Product", "Widget"] {
            let text = try #require(fileSystem.texts["Domain/Entities/\(name).swift"])
            #expect(text.contains("    public let id: UUID\n    // upgraded\n"))
            #expect(text.contains("2026-11-30"), "the header keeps the date it was generated on")
        }
        #expect(fileSystem.texts["Data/Records/ProductRecord.swift"]?.contains("via billing") == true)
        let recorded = try manifest(fileSystem)
        #expect(recorded.entities.values.allSatisfy { $0.templateVersion == "4" })
        #expect(recorded.entities["Product"]?.arguments == ["Product", "--gateway", "billing"])
        #expect(recorded.entities["Product"]?.fields == ["name:String", "note:String?"])
        let entity = try #require(fileSystem.texts["Domain/Entities/Product.swift"])
        let file = recorded.entities["Product"]?.files.first { $0.path == "Domain/Entities/Product.swift" }
        #expect(file?.sha256 == SHA256.hex(of: entity))
        #expect(try upgrade(fileSystem).isNoOp)
    }

    @Test("A file edited by hand is refused with every such file listed, exit 73, before anything is planned")
    func handEditIsRefused() throws {
        let fileSystem = try generated()
        changeTemplates(fileSystem)
        fileSystem.files["Domain/Entities/Widget.swift"]?.append(contentsOf: Data("// mine\n".utf8))
        fileSystem.files["Data/Records/ProductRecord.swift"]?.append(contentsOf: Data("// mine\n".utf8))
        let edited = ["Data/Records/ProductRecord.swift", "Domain/Entities/Widget.swift"]
        #expect(throws: ScaffoldError.handEdited(edited)) { try upgrade(fileSystem) }
        #expect(ScaffoldError.handEdited(edited).exitCode == 73)
        // --force replaces them, and says so.
        let forced = try upgrade(fileSystem, force: true)
        #expect(forced.notes.contains { $0.contains("Domain/Entities/Widget.swift") })
        #expect(forced.changes.first { $0.path == "Domain/Entities/Widget.swift" }?.action == .overwrite)
    }

    @Test("A file edited by hand to exactly what today's templates make is taken as it is")
    func editMatchingTodaysRenderingIsKept() throws {
        let fileSystem = try generated()
        let before = try #require(fileSystem.texts["Domain/Entities/Widget.swift"])
        changeTemplates(fileSystem)
        let upgraded = before.replacingOccurrences(of: "UUID\n", with: "UUID\n    // upgraded\n")
        fileSystem.files["Domain/Entities/Widget.swift"] = Data(upgraded.utf8)
        let plan = try upgrade(fileSystem)
        #expect(plan.changes.first { $0.path == "Domain/Entities/Widget.swift" }?.action == .unchanged)
        try Transaction.apply(plan, to: fileSystem)
        let file = try manifest(fileSystem).entities["Widget"]?.files.first {
            $0.path == "Domain/Entities/Widget.swift"
        }
        #expect(file?.sha256 == SHA256.hex(of: upgraded))
    }

    @Test("Registrations are put back once: a line deleted by hand returns, a changed template line replaces the old")
    func registrationsAreReappliedIdempotently() throws {
        let fileSystem = try generated()
        let assembly = "App/Composition/RepositoriesAssembly.swift"
        fileSystem.files[assembly] = Data(
            (fileSystem.texts[assembly] ?? "").replacingOccurrences(of: "        register(Widget.self)\n", with: "")
                .utf8)
        try Transaction.apply(try upgrade(fileSystem), to: fileSystem)
        #expect(fileSystem.texts[assembly]?.components(separatedBy: "register(Widget.self)").count == 2)

        fileSystem.files["Templates/manifest.json"] = Data(
            Fixtures.templateManifest.replacingOccurrences(
                of: "\"line\": \"register({{ entity }}.self)\"", with: "\"line\": \"register({{ entity }}.self, 2)\""
            ).utf8)
        try Transaction.apply(try upgrade(fileSystem), to: fileSystem)
        let text = try #require(fileSystem.texts[assembly])
        // Each changed line takes the place of the one it replaces: the order generated is kept.
        let block = ["register(Todo.self)", "register(Product.self, 2)", "register(Widget.self, 2)"]
        #expect(text.contains(block.map { "        " + $0 + "\n" }.joined()))
        #expect(!text.contains("register(Product.self)\n") && !text.contains("register(Widget.self)\n"))
        #expect(try upgrade(fileSystem).isNoOp)
    }

    @Test("An entity's two lines in one block, both rendered otherwise, each replace their own old line in place")
    func twoLinesInOneBlockKeepTheirPlaces() throws {
        let two = Fixtures.templateManifest.replacingOccurrences(
            of: "\"line\": \"register({{ entity }}.self)\"}",
            with: "\"line\": \"register({{ entity }}.self)\"},\n"
                + "{\"file\": \"App/Composition/RepositoriesAssembly.swift\", \"marker\": \"repositories\", "
                + "\"line\": \"register({{ entity }}List.self)\"}")
        let fileSystem = Fixtures.repository(extra: ["Templates/manifest.json": two])
        try Transaction.apply(try Fixtures.planner(fileSystem).plan(product), to: fileSystem)
        try Transaction.apply(try Fixtures.planner(fileSystem).plan(widget), to: fileSystem)
        fileSystem.files["Templates/manifest.json"] = Data(
            two.replacingOccurrences(of: ".self)\"", with: ".self, 2)\"").utf8)
        try Transaction.apply(try upgrade(fileSystem), to: fileSystem)
        let lines = [
            "Project.self)", "Todo.self)", "Product.self, 2)", "ProductList.self, 2)", "Widget.self, 2)",
            "WidgetList.self, 2)",
        ]
        let block = lines.map { "        register(" + $0 + "\n" }.joined()
        #expect(fileSystem.texts["App/Composition/RepositoriesAssembly.swift"]?.contains(block) == true)
    }

    @Test("A file today's templates no longer make is removed; a moved output path moves the file")
    func retiredAndMovedFiles() throws {
        let fileSystem = try generated()
        let manifest = Fixtures.templateManifest.replacingOccurrences(
            of: "\"Tests/DataTests/{{ entity }}Tests.swift\"", with: "\"Tests/StoreTests/{{ entity }}Tests.swift\"")
        fileSystem.files["Templates/manifest.json"] = Data(manifest.utf8)
        let plan = try upgrade(fileSystem, ["Product"])
        #expect(plan.changes.first { $0.path == "Tests/DataTests/ProductTests.swift" }?.action == .delete)
        #expect(plan.changes.first { $0.path == "Tests/StoreTests/ProductTests.swift" }?.action == .create)
        try Transaction.apply(plan, to: fileSystem)
        #expect(fileSystem.texts["Tests/DataTests/ProductTests.swift"] == nil)
        #expect(fileSystem.texts["Tests/StoreTests/ProductTests.swift"]?.hasSuffix("// tests for product\n") == true)
        #expect(fileSystem.texts["Tests/DataTests/WidgetTests.swift"] != nil, "only Product was upgraded")
    }

    @Test("Generating again with the fields it has is an upgrade: hand edits are refused, --force replaces them")
    func sameFieldsAgainIsAnUpgrade() throws {
        let fileSystem = try generated()
        changeTemplates(fileSystem)
        let again = try Fixtures.planner(fileSystem).plan(product)
        #expect(again.changes.first { $0.path == "Domain/Entities/Product.swift" }?.action == .overwrite)
        fileSystem.files["Domain/Entities/Product.swift"]?.append(contentsOf: Data("// mine\n".utf8))
        #expect(throws: ScaffoldError.handEdited(["Domain/Entities/Product.swift"])) {
            try Fixtures.planner(fileSystem).plan(product)
        }
        var forced = product
        forced.existingFiles = .overwrite
        let plan = try Fixtures.planner(fileSystem).plan(forced)
        #expect(
            plan.notes == [
                "--force replaced hand edits in Domain/Entities/Product.swift (git diff shows what they were)"
            ])
    }

    @Test("An entity the manifest does not record is refused with the ones it does")
    func unknownEntity() throws {
        let fileSystem = try generated()
        #expect(throws: ScaffoldError.notInManifest("Todo", known: ["Product", "Widget"])) {
            try upgrade(fileSystem, ["Todo"])
        }
        let empty = try UpgradePlanner(planner: try Fixtures.planner(Fixtures.repository())).plan(
            entities: nil, force: false)
        #expect(empty.isNoOp)
    }

    @Test("The warning names the entities older templates made, once, and is gone after the upgrade")
    func templateVersionWarning() throws {
        let fileSystem = try generated()
        #expect(TemplateVersionCheck.warning(try manifest(fileSystem), templateVersion: "3") == nil)
        let warning = try #require(TemplateVersionCheck.warning(try manifest(fileSystem), templateVersion: "4"))
        #expect(!warning.contains("\n"))
        #expect(warning.hasPrefix("warning: Product, Widget were generated by templates version 3"))
        #expect(warning.contains("scripts/scaffold --upgrade --all"))
    }
}
