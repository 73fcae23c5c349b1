import Testing

@testable import ScaffoldKit

@Suite("--remove")
struct RemovalPlannerTests {
    private func generated() throws -> (MemoryFileSystem, [String: String]) {
        let fileSystem = Fixtures.repository()
        let before = fileSystem.texts
        let plan = try Fixtures.planner(fileSystem).plan(GenerationRequest(entity: "Product", arguments: ["Product"]))
        try Transaction.apply(plan, to: fileSystem)
        return (fileSystem, before)
    }

    private func removal(_ fileSystem: MemoryFileSystem, force: Bool = false) throws -> Plan {
        try RemovalPlanner(workspace: Workspace.load(fileSystem, environment: [:])).plan(
            entity: "Product", force: force)
    }

    @Test("Removing takes out exactly what was added: the tree is as before generation")
    func removesExactly() throws {
        let (fileSystem, before) = try generated()
        try Transaction.apply(try removal(fileSystem), to: fileSystem)
        #expect(fileSystem.texts == before)
    }

    @Test("Removing says what stays stored (the table every store keeps and still opens) and how to drop it")
    func saysWhatStaysStored() throws {
        let (fileSystem, _) = try generated()
        let plan = try removal(fileSystem)
        #expect(plan.notes.count == 1)
        let text = PlanRenderer.text(plan, applied: true)
        #expect(text.contains("Note: existing stores keep the products they hold, and the app still opens them"))
        #expect(text.contains(#"SQLite and PostgreSQL databases keep the table "products";"#))
        #expect(text.contains(#"file stores keep the "products" records of their snapshot and journal."#))
        #expect(
            text.contains(
                #"SQLite or PostgreSQL: DROP TABLE "products"; DELETE FROM "table_versions" WHERE "table" = 'products'; "#
                    + #"DELETE FROM "table_steps" WHERE "table" = 'products';"#))
        #expect(text.contains("demo --store file:DIR export -o backup.jsonl"))
    }

    @Test("Files edited since generation are listed and nothing is removed, unless --force")
    func refusesEdited() throws {
        let (fileSystem, before) = try generated()
        fileSystem.files["Data/Records/ProductRecord.swift"]?.append(contentsOf: Array("// mine\n".utf8))
        #expect(throws: ScaffoldError.editedFiles(["Data/Records/ProductRecord.swift"])) { try removal(fileSystem) }
        #expect(fileSystem.texts["Domain/Entities/Product.swift"] != nil)
        try Transaction.apply(try removal(fileSystem, force: true), to: fileSystem)
        #expect(fileSystem.texts == before)
    }

    @Test("An entity the manifest does not record is refused")
    func unknownEntity() throws {
        let (fileSystem, _) = try generated()
        #expect(throws: ScaffoldError.notInManifest("Todo", known: ["Product"])) {
            try RemovalPlanner(workspace: Workspace.load(fileSystem, environment: [:])).plan(
                entity: "Todo", force: false)
        }
    }

    @Test("A registration wrapped over several lines is recorded whole and removed whole")
    func removesWrappedRegistration() throws {
        let fileSystem = Fixtures.repository(extra: [".swift-format": #"{"lineLength": 20}"#])
        let before = fileSystem.texts
        var planner = try Fixtures.planner(fileSystem)
        planner.formatter = SplittingFormatter()
        try Transaction.apply(try planner.plan(GenerationRequest(entity: "Product")), to: fileSystem)
        #expect(fileSystem.texts["App/Composition/RepositoriesAssembly.swift"]?.contains("register(\n") == true)
        try Transaction.apply(try removal(fileSystem), to: fileSystem)
        #expect(fileSystem.texts == before)
    }
}

/// Breaks a call after its opening parenthesis, as swift format does with a long line.
struct SplittingFormatter: SourceFormatter {
    func format(_ files: [String: String]) throws(ScaffoldError) -> [String: String] {
        files.mapValues { text in
            text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                guard line.contains("register("), let open = line.firstIndex(of: "(") else { return String(line) }
                let indentation = String(line.prefix { $0 == " " })
                return line[...open] + "\n" + indentation + "    " + line[line.index(after: open)...].dropLast() + "\n"
                    + indentation + ")"
            }.joined(separator: "\n")
        }
    }
}
