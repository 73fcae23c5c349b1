import Foundation
import Testing

@testable import ScaffoldKit

@Suite("Defaults in --fields: the entity's initializer and demo add take them, the table is unchanged")
struct FieldDefaultPlannerTests {
    /// The text of the planned file whose path ends with `suffix`; empty when there is none.
    private func text(_ plan: Plan, _ suffix: String) -> String {
        plan.changes.first { $0.path.hasSuffix(suffix) }?.after ?? ""
    }

    @Test("notes:String= isDone:Bool=false count:Int=3 become default arguments and option help")
    func defaultsReachTheEntityAndTheOptions() throws {
        let fields = try FieldSpec.parseList("title:String notes:String= isDone:Bool=false count:Int=3")
        let plan = try Fixtures.planner(try Fixtures.realRepository()).plan(
            GenerationRequest(entity: "Chore", fields: fields, arguments: ["Chore"]))
        let entity = text(plan, "Domain/Entities/Chore.swift")
        #expect(entity.contains("        title: String,\n"))
        #expect(entity.contains(#"        notes: String = "","#))
        #expect(entity.contains("        isDone: Bool = false,"))
        #expect(entity.contains("        count: Int = 3,"))
        let options = text(plan, "ChoreOptions.swift")
        #expect(options.contains(#""Is done; false when not given""#))
        #expect(options.contains(#""Count; 3 when not given""#))
        #expect(options.contains("            isDone: false,"))
        // The table's step 1 is what it was: every store writes every column.
        #expect(text(plan, "ChoreSchema+SQLite.swift").contains(#""is_done" INTEGER NOT NULL,"#))
    }
}
