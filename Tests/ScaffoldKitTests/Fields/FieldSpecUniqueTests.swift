import Testing

@testable import ScaffoldKit

@Suite("--fields name:String:unique")
struct FieldSpecUniqueTests {
    @Test("':unique' after a required String marks the field, and the manifest's text keeps it")
    func parsesUnique() throws {
        let fields = try FieldSpec.parseList("name:String email:String:unique")
        #expect(fields.map(\.isUnique) == [false, true])
        #expect(fields[1].type.swiftType == "String")
        #expect(fields[1].text == "email:String:unique")
        #expect(try FieldSpec.parse(fields[1].text) == fields[1])
        #expect(fields[1].keyColumn == "email_key")
    }

    @Test(
        "':unique' on anything but a required String, or beside a field named as its key, is refused",
        arguments: [
            "email:String?:unique", "tags:[String]:unique", "rank:Int:unique", "email:String:unique emailKey:Int",
            "status:Status(open,shipped):unique",
        ])
    func refusesUnique(spec: String) {
        #expect(throws: ScaffoldError.self) { try FieldSpec.parseList(spec) }
    }

    @Test("--add-field cannot add a unique field: the rows stored before would all share its default")
    func refusesAddingUnique() throws {
        var history = FieldHistory(fields: try FieldSpec.parseList("name:String"))
        #expect(throws: ScaffoldError.self) {
            try history.apply(try FieldChangeRequest.parseAdd("email:String:unique"), entity: "Customer")
        }
    }

    @Test("Templates see a unique field's key column and parameter after updated_at; it is never the search field")
    func context() throws {
        var history = FieldHistory(fields: try FieldSpec.parseList("email:String:unique name:String vip:Bool"))
        _ = try history.apply(.remove("email"), entity: "Customer")
        let before = try TemplateContext.make(
            entity: try EntityName("Customer"), history: FieldHistory(fields: history.initialFields), gateway: "app",
            config: .defaults(projectName: "P", environment: [:]), date: "d", templateVersion: "1")
        #expect(
            before["uniqueFields"]
                == .list([
                    .object([
                        "name": .string("email"), "words": .string("email"), "keyColumn": .string("email_key"),
                        "keyParameter": .int(7),
                    ])
                ]))
        guard case .object(let search) = before["searchField"] else { return }
        #expect(search["name"] == .string("name"))
        let after = try TemplateContext.make(
            entity: try EntityName("Customer"), history: history, gateway: "app",
            config: .defaults(projectName: "P", environment: [:]), date: "d", templateVersion: "1")
        #expect(after["hasUniqueFields"] == .bool(false))
        guard case .list(let steps) = after["tableSteps"], case .object(let step)? = steps.first else {
            Issue.record("no step")
            return
        }
        #expect(step["removedKeyColumn"] == .string("email_key"))
    }
}
