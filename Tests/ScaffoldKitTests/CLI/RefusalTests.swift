import Foundation
import Testing

@testable import ScaffoldKit

/// Hostile and mistyped input is refused with its documented exit code before anything is written.
@Suite("Refusals before rendering")
struct RefusalTests {
    @Test("Two fields whose derived names collide are refused, naming both")
    func collidingFields() {
        do {
            _ = try FieldSpec.parseList("fooID:String fooId:Int")
            Issue.record("fooID and fooId were both accepted")
        } catch {
            #expect(error.exitCode == 65)
            #expect(error.description.contains("'fooID'") && error.description.contains("'fooId'"))
            #expect(error.description.contains("foo_id"))
        }
    }

    @Test("A field whose column would be a built-in one is refused")
    func fieldCollidingWithBuiltIn() {
        #expect(throws: ScaffoldError.self) { try FieldSpec.parseList("createdAT:Int") }
    }

    @Test(
        "A field whose column is a PostgreSQL system column is refused with exit 65, naming it",
        arguments: ["xmin", "xmax", "cmin", "cmax", "ctid", "tableoid", "oid"])
    func postgreSQLSystemColumn(name: String) {
        for fields in ["\(name):Int", "title:String \(name):String"] {
            let error = #expect(throws: ScaffoldError.self) { try FieldSpec.parseList(fields) }
            #expect(error?.exitCode == 65)
            #expect(error?.description.contains("PostgreSQL system column") == true, "\(String(describing: error))")
        }
        #expect(throws: ScaffoldError.self) { try FieldChangeRequest.parseAdd("\(name):Int=1") }
    }

    @Test("An entity whose plural or variable name is a Swift keyword is refused", arguments: ["A", "I", "In"])
    func keywordDerivedNames(name: String) {
        #expect(throws: ScaffoldError.self) { try EntityName(name) }
    }

    @Test("This repository's own modules and public types are read from its code")
    func realProjectNames() throws {
        let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let fileSystem = DiskFileSystem(root: root)
        let workspace = try Workspace.load(fileSystem, environment: [:])
        let names = try ProjectNames.scan(fileSystem, folders: workspace.config.sourceFolders)
        for name in ["DataStore", "SQLiteStore", "ChangeSet", "Domain", "Composition", "ScaffoldKit"] {
            #expect(names.clash(for: name) != nil, "\(name) was not found")
        }
        #expect(names.clash(for: "Gadget") == nil)
    }

    @Test(
        "An entity whose OpenAPI schemas would take a name the document has is refused (65), naming it",
        arguments: [("Count", "Count"), ("Batch", "Batch"), ("Id", "Id"), ("IdPrefix", "IdPrefixQuery")])
    func openAPIComponentName(entity: String, taken: String) throws {
        let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let workspace = try Workspace.load(DiskFileSystem(root: root), environment: [:])
        let planner = GenerationPlanner(workspace: workspace, templates: try workspace.templates(), today: "2026-12-05")
        let request = GenerationRequest(
            entity: entity, fields: (try? FieldSpec.parseList("label:String")) ?? [], arguments: [entity])

        let error = #expect(throws: ScaffoldError.self) { try planner.plan(request) }

        #expect(error?.exitCode == 65)
        #expect(error?.description.contains("'\(taken)'") == true, "\(error?.description ?? "")")
        #expect(error?.description.contains("openapi.json") == true, "\(error?.description ?? "")")
        let gadget = GenerationRequest(
            entity: "Gadget", fields: (try? FieldSpec.parseList("label:String")) ?? [], arguments: ["Gadget"])
        #expect(throws: Never.self) { try planner.plan(gadget) }
    }
}

@Suite("SQL keywords as names")
struct SQLKeywordTests {
    private static func repository(quoting: Bool) -> MemoryFileSystem {
        let column = quoting ? #"\"{{ field.column }}\""# : "{{ field.column }}"
        let schema = """
            let sql = "CREATE TABLE {{ entity | plural | snake_case }} (id TEXT{% for field in fields %}, \(column) TEXT{% endfor %})"

            """
        let manifest = """
            {"version": "1", "files": [{"template": "Schema.swift.tmpl", "output": "Data/{{ entity }}Schema.swift"}]}
            """
        return Fixtures.repository(extra: ["Templates/manifest.json": manifest, "Templates/Schema.swift.tmpl": schema])
    }

    @Test("A field named after an SQL keyword is refused where a template writes it unquoted, naming the line")
    func unquotedKeywordColumn() throws {
        let planner = try Fixtures.planner(Self.repository(quoting: false))
        let request = GenerationRequest(entity: "Product", fields: try FieldSpec.parseList("group:String unique:Int"))
        do {
            _ = try planner.plan(request)
            Issue.record("group and unique were written unquoted")
        } catch {
            #expect(error.exitCode == 65)
            #expect(error.description.contains("'group'") && error.description.contains("Data/ProductSchema.swift:"))
        }
        #expect(throws: Never.self) { try planner.plan(GenerationRequest(entity: "Product")) }
    }

    @Test("Quoted identifiers take any name")
    func quotedKeywordColumn() throws {
        let planner = try Fixtures.planner(Self.repository(quoting: true))
        let request = GenerationRequest(entity: "Product", fields: try FieldSpec.parseList("group:String unique:Int"))
        #expect(throws: Never.self) { try planner.plan(request) }
    }

    @Test("Identifiers are found whole, outside quotes and outside Swift")
    func standsUnquoted() {
        #expect(SQLIdentifiers.standsUnquoted("order", in: "CREATE TABLE t (order TEXT)"))
        #expect(!SQLIdentifiers.standsUnquoted("order", in: #"CREATE TABLE t ("order" TEXT)"#))
        #expect(!SQLIdentifiers.standsUnquoted("order", in: #"let s = "SELECT \"order\" FROM t""#))
        #expect(!SQLIdentifiers.standsUnquoted("order", in: #"let s = "SELECT x FROM t ORDER BY \(order)""#))
        #expect(!SQLIdentifiers.standsUnquoted("order", in: "SELECT orders FROM t"))
        let comment = [(path: "A.swift", content: "/// Every SELECT lists the columns in the order they are read.\n")]
        #expect(SQLIdentifiers.firstUnquoted(["order"], in: comment) == nil)
    }
}
