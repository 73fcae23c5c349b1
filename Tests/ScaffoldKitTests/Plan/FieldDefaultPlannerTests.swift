import Foundation
import Testing

@testable import ScaffoldKit

@Suite("Defaults in --fields: the entity's initializer, demo add and the column's DEFAULT take them")
struct FieldDefaultPlannerTests {
    @Test("notes:String= isDone:Bool=false count:Int=3 become default arguments and option help")
    func defaultsReachTheEntityAndTheOptions() throws {
        let fields = try FieldSpec.parseList("title:String notes:String= isDone:Bool=false count:Int=3")
        let plan = try Fixtures.planner(try Fixtures.realRepository()).plan(
            GenerationRequest(entity: "Chore", fields: fields, arguments: ["Chore"]))
        let entity = plan.text(endingWith: "Domain/Entities/Chore.swift")
        #expect(entity.contains("        title: String,\n"))
        #expect(entity.contains(#"        notes: String = "","#))
        #expect(entity.contains("        isDone: Bool = false,"))
        #expect(entity.contains("        count: Int = 3,"))
        let options = plan.text(endingWith: "ChoreOptions.swift")
        #expect(options.contains(#""Is done; false when not given""#))
        #expect(options.contains(#""Count; 3 when not given""#))
        #expect(options.contains("            isDone: false,"))
        // The column's DEFAULT, in step 1 of both dialects and in the schema's description.
        let sqlite = plan.text(endingWith: "ChoreSchema+SQLite.swift")
        #expect(sqlite.contains(#""notes" TEXT NOT NULL DEFAULT '',"#))
        #expect(sqlite.contains(#""is_done" INTEGER NOT NULL DEFAULT 0,"#))
        #expect(sqlite.contains(#"SQLColumn("count", .integer, "NOT NULL DEFAULT 3"),"#))
        #expect(sqlite.contains(#"SQLColumn("title", .text, "NOT NULL"),"#))
        #expect(
            plan.text(endingWith: "ChoreSchema+PostgreSQL.swift").contains(#""is_done" BIGINT NOT NULL DEFAULT 0,"#))
    }

    @Test("A ranked enum's default is its rank's DEFAULT; a named enum's step 1 keeps none, as it shipped")
    func enumDefaults() throws {
        let fields = try FieldSpec.parseList("title:String rank:Level:Int(low,high)=high state:State(open,done)=open")
        let plan = try Fixtures.planner(try Fixtures.realRepository()).plan(
            GenerationRequest(entity: "Chore", fields: fields, arguments: ["Chore"]))
        let sqlite = plan.text(endingWith: "ChoreSchema+SQLite.swift")
        #expect(sqlite.contains(#""rank" INTEGER NOT NULL DEFAULT 1 CHECK ("rank" IN (0, 1)),"#))
        #expect(sqlite.contains(#""state" TEXT NOT NULL CHECK ("state" IN ('open', 'done')),"#))
        #expect(sqlite.contains(#"SQLColumn("rank", .integer, "NOT NULL DEFAULT 1 CHECK (\"rank\" IN (0, 1))"),"#))
        #expect(sqlite.contains(#"SQLColumn("state", .text, "NOT NULL CHECK (\"state\" IN ('open', 'done'))"),"#))
    }
}
