import Foundation
import Testing

@testable import ScaffoldKit

@Suite("Wire names in --fields: the wire object, its OpenAPI schema and the server's errors use them")
struct WireNamePlannerTests {
    @Test("isDone@done:Bool and due@dueOn:Date? are coding keys, membersByField and the OpenAPI properties")
    func wireNamesReachTheWire() throws {
        let fields = try FieldSpec.parseList("title:String isDone@done:Bool dueDate@due:Date?")
        let plan = try Fixtures.planner(try Fixtures.realRepository()).plan(
            GenerationRequest(entity: "Chore", fields: fields, arguments: ["Chore"]))
        let json = plan.text(endingWith: "ChoreJSON.swift")
        #expect(json.contains(#"case id, title, isDone = "done", dueDate = "due", createdAt, updatedAt"#))
        #expect(json.contains(#"        "isDone": "done","#))
        #expect(json.contains(#"        "dueDate": "due","#))
        #expect(json.contains(#"isDone: try WireField.value(isDone, member: "done"),"#))
        #expect(json.contains("    public var isDone: Bool\n"))
        let openAPI = plan.text(endingWith: "openapi.json")
        #expect(openAPI.contains(#""done": {"type": "boolean"}"#))
        #expect(openAPI.contains(#""required": ["id", "title", "done", "due", "createdAt", "updatedAt"]"#))
        // The property, the column and the option keep the field's name.
        #expect(plan.text(endingWith: "Domain/Entities/Chore.swift").contains("public var isDone: Bool"))
        #expect(plan.text(endingWith: "ChoreSchema+SQLite.swift").contains(#""is_done" INTEGER NOT NULL,"#))
    }

    @Test("Without a wire name nothing is renamed, and membersByField is left out")
    func noRenames() throws {
        let plan = try Fixtures.planner(try Fixtures.realRepository()).plan(
            GenerationRequest(entity: "Chore", fields: try FieldSpec.parseList("title:String"), arguments: ["Chore"]))
        #expect(!plan.text(endingWith: "ChoreJSON.swift").contains("membersByField"))
    }
}
