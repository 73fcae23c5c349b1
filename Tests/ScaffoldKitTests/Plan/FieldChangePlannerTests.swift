import Foundation
import Testing

@testable import ScaffoldKit

@Suite("Changing a generated entity's fields: --add-field and --remove-field")
struct FieldChangePlannerTests {
    private let generate = GenerationRequest(
        entity: "Product", fields: (try? FieldSpec.parseList("name:String note:String?")) ?? [],
        gateway: "billing", arguments: ["Product", "--gateway", "billing"]
    )

    private func change(_ arguments: [String]) throws -> GenerationRequest {
        guard case .generate(let request, _) = try Command.parse(["Product"] + arguments) else {
            throw ScaffoldError.usage("not a generation: \(arguments)")
        }
        return request
    }

    /// A repository in which Product was generated with `generate`.
    private func generated() throws -> MemoryFileSystem {
        let fileSystem = Fixtures.repository()
        try Transaction.apply(try Fixtures.planner(fileSystem).plan(generate), to: fileSystem)
        return fileSystem
    }

    private func manifest(_ fileSystem: MemoryFileSystem) throws -> ScaffoldManifest.Entity {
        try #require(
            try ScaffoldManifest.decode(fileSystem.texts[".scaffold/manifest.json"] ?? "", path: "m").entities[
                "Product"])
    }

    @Test("--add-field rewrites the entity's files with the new field last and records it as step 2, once")
    func addsAField() throws {
        let fileSystem = try generated()
        let plan = try Fixtures.planner(fileSystem).plan(try change(["--add-field", "rank:Int=3"]))
        #expect(plan.title == "change the fields of Product")
        try Transaction.apply(plan, to: fileSystem)
        let entity = try #require(fileSystem.texts["Domain/Entities/Product.swift"])
        #expect(entity.contains("    public var note: String?\n    public var rank: Int\n}"))
        #expect(fileSystem.texts["Data/Records/ProductRecord.swift"]?.contains("// table products via billing") == true)
        let recorded = try manifest(fileSystem)
        #expect(recorded.fields == ["name:String", "note:String?"])
        #expect(recorded.fieldChanges == [FieldChange(step: 2, added: "rank:Int", defaultValue: "3", removed: nil)])
        #expect(recorded.arguments == ["Product", "--gateway", "billing"])
        #expect(try Fixtures.planner(fileSystem).plan(try change(["--add-field", "rank:Int=3"])).isNoOp)
        #expect(throws: ScaffoldError.self) {
            try Fixtures.planner(fileSystem).plan(try change(["--add-field", "rank:String"]))
        }
    }

    @Test(
        "--remove-field drops the field as the next step; again it changes nothing; unknown and last fields are refused"
    )
    func removesAField() throws {
        let fileSystem = try generated()
        try Transaction.apply(
            try Fixtures.planner(fileSystem).plan(try change(["--add-field", "icon:String?"])), to: fileSystem)
        try Transaction.apply(
            try Fixtures.planner(fileSystem).plan(try change(["--remove-field", "note"])), to: fileSystem)
        #expect(fileSystem.texts["Domain/Entities/Product.swift"]?.contains("note") == false)
        #expect(try manifest(fileSystem).fieldChanges?.map(\.step) == [2, 3])
        #expect(try manifest(fileSystem).fieldChanges?.last?.removed == "note")
        #expect(try Fixtures.planner(fileSystem).plan(try change(["--remove-field", "note"])).isNoOp)
        #expect(
            throws: ScaffoldError.invalidFields("Product has no field 'colour'; its fields are name, icon")
        ) { try Fixtures.planner(fileSystem).plan(try change(["--remove-field", "colour"])) }
        try Transaction.apply(
            try Fixtures.planner(fileSystem).plan(try change(["--remove-field", "icon"])), to: fileSystem)
        #expect(throws: ScaffoldError.invalidFields("'name' is Product's last field; an entity keeps at least one")) {
            try Fixtures.planner(fileSystem).plan(try change(["--remove-field", "name"]))
        }
    }

    @Test("Templates see step 1's fields, every later step with its SQL default, and the fields removed")
    func contextHasTheSteps() throws {
        var history = FieldHistory(fields: try FieldSpec.parseList("name:String"))
        _ = try history.apply(try FieldChangeRequest.parseAdd("icon:String?"), entity: "Product")
        _ = try history.apply(try FieldChangeRequest.parseAdd("label:String=it's"), entity: "Product")
        _ = try history.apply(try FieldChangeRequest.parseAdd("active:Bool"), entity: "Product")
        _ = try history.apply(try FieldChangeRequest.parseRemove("icon"), entity: "Product")
        let context = try TemplateContext.make(
            entity: try EntityName("Product"), history: history, gateway: "main",
            config: .defaults(projectName: "P", environment: [:]), date: "2026-12-01", templateVersion: "1")
        let source = """
            {% for field in initialFields %}{{ field.name }} {% endfor %}| \
            {% for step in tableSteps %}{{ step.version }}:{% if step.isAdd %}add {{ step.column }}={{ step.sqlDefault }}\
            {% else %}drop {{ step.column }}{% endif %} {% endfor %}| \
            {% for field in fields %}{{ field.name }}{% if field.hasAddedDefault %}={{ field.addedDefault }}{% endif %} {% endfor %}\
            | {{ removedMembers }}
            """
        #expect(
            try Template(source: source, file: "t").render(context)
                == #"name | 2:add icon= 3:add label='it''s' 4:add active=0 5:drop icon | name label="it's" active=false | "icon""#
        )
    }

    @Test("A non-optional field's default: given, or the type's empty value; Date and UUID must be given")
    func defaults() throws {
        let int = FieldSpec(name: "rank", type: FieldType(base: .int, isArray: false, isOptional: false))
        let zero = try FieldDefault(field: int, given: nil)
        #expect(zero.sql == "0" && zero.record == "0")
        let day = FieldSpec(name: "due", type: FieldType(base: .date, isArray: false, isOptional: false))
        #expect(try FieldDefault(field: day, given: "2026-01-31").sql == "1769817600000")
        #expect(throws: ScaffoldError.self) { try FieldDefault(field: day, given: nil) }
        #expect(throws: ScaffoldError.self) { try FieldDefault(field: day, given: "31/01/2026") }
        let id = FieldSpec(name: "owner", type: FieldType(base: .uuid, isArray: false, isOptional: false))
        #expect(throws: ScaffoldError.self) { try FieldDefault(field: id, given: nil) }
        let given = try FieldDefault(field: id, given: "00000000-0000-0000-0000-0000000000AB")
        #expect(given.sql == "'00000000-0000-0000-0000-0000000000AB'")
        #expect(given.record.hasSuffix("0x00, 0xAB))"))
        #expect(throws: ScaffoldError.self) { try FieldChangeRequest.parseAdd("icon:String?=none") }
        #expect(throws: ScaffoldError.self) { try FieldChangeRequest.parseAdd("flag:Bool=yes") }
    }

    @Test("A generated file edited since is a conflict unless --force; an entity never generated is refused")
    func conflictsAndUnknownEntities() throws {
        let fileSystem = try generated()
        fileSystem.files["Domain/Entities/Product.swift"]?.append(contentsOf: Data("// mine\n".utf8))
        #expect(throws: ScaffoldError.handEdited(["Domain/Entities/Product.swift"])) {
            try Fixtures.planner(fileSystem).plan(try change(["--add-field", "icon:String?"]))
        }
        let forced = try Fixtures.planner(fileSystem).plan(try change(["--add-field", "icon:String?", "--force"]))
        #expect(forced.changes.first { $0.path == "Domain/Entities/Product.swift" }?.action == .overwrite)
        let other = GenerationRequest(entity: "Widget", fieldChanges: [.remove("name")])
        #expect(throws: ScaffoldError.notInManifest("Widget", known: ["Product"])) {
            try Fixtures.planner(fileSystem).plan(other)
        }
        #expect(ScaffoldError.notInManifest("Widget", known: []).exitCode == 66)
    }

    @Test("Generating again after a field change keeps the history with the current fields, and refuses others")
    func regeneratingKeepsHistory() throws {
        let fileSystem = try generated()
        try Transaction.apply(
            try Fixtures.planner(fileSystem).plan(try change(["--add-field", "icon:String?"])), to: fileSystem)
        var current = generate
        current.fields = try FieldSpec.parseList("name:String note:String? icon:String?")
        #expect(try Fixtures.planner(fileSystem).plan(current).isNoOp)
        #expect(throws: ScaffoldError.self) { try Fixtures.planner(fileSystem).plan(generate) }
    }

    @Test("--add-field and --remove-field take no --fields, --gateway or --plural")
    func usage() throws {
        #expect(throws: ScaffoldError.self) {
            try Command.parse(["Product", "--add-field", "a:Int", "--fields", "b:Int"])
        }
        #expect(throws: ScaffoldError.self) { try Command.parse(["Product", "--remove-field", "a", "--gateway", "x"]) }
        #expect(throws: ScaffoldError.self) { try Command.parse(["--remove", "Product", "--remove-field", "a"]) }
        #expect(throws: ScaffoldError.self) { try Command.parse(["Product", "--remove-field", "Bad-Name"]) }
    }
}
