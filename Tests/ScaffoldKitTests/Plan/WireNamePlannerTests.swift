import Foundation
import Testing

@testable import ScaffoldKit

@Suite("Wire names in --fields: the wire object, its OpenAPI schema and the server's errors use them")
struct WireNamePlannerTests {
    /// The text of the planned file whose path ends with `suffix`; empty when there is none.
    private func text(_ plan: Plan, _ suffix: String) -> String {
        plan.changes.first { $0.path.hasSuffix(suffix) }?.after ?? ""
    }

    @Test("isDone@done:Bool and due@dueOn:Date? are coding keys, membersByField and the OpenAPI properties")
    func wireNamesReachTheWire() throws {
        let fields = try FieldSpec.parseList("title:String isDone@done:Bool dueDate@due:Date?")
        let plan = try Fixtures.planner(try Fixtures.realRepository()).plan(
            GenerationRequest(entity: "Chore", fields: fields, arguments: ["Chore"]))
        let json = text(plan, "ChoreJSON.swift")
        #expect(json.contains(#"case id, title, isDone = "done", dueDate = "due", createdAt, updatedAt"#))
        #expect(json.contains(#"        "isDone": "done","#))
        #expect(json.contains(#"        "dueDate": "due","#))
        #expect(json.contains(#"isDone: try WireField.value(isDone, member: "done"),"#))
        #expect(json.contains("    public var isDone: Bool\n"))
        let openAPI = text(plan, "openapi.json")
        #expect(openAPI.contains(#""done": {"type": "boolean"}"#))
        #expect(openAPI.contains(#""required": ["id", "title", "done", "due", "createdAt", "updatedAt"]"#))
        // The property, the column and the option keep the field's name.
        #expect(text(plan, "Domain/Entities/Chore.swift").contains("public var isDone: Bool"))
        #expect(text(plan, "ChoreSchema+SQLite.swift").contains(#""is_done" INTEGER NOT NULL,"#))
    }

    @Test("Without a wire name nothing is renamed, and membersByField is left out")
    func noRenames() throws {
        let plan = try Fixtures.planner(try Fixtures.realRepository()).plan(
            GenerationRequest(entity: "Chore", fields: try FieldSpec.parseList("title:String"), arguments: ["Chore"]))
        #expect(!text(plan, "ChoreJSON.swift").contains("membersByField"))
    }
}
