import Foundation
import Testing

@testable import ScaffoldKit

@Suite("Ranked enum fields from the scaffold: priority:Level:Int(low,medium,high), stored by rank")
struct RankedEnumPlannerTests {
    private func request(_ entity: String, _ fields: String) throws(ScaffoldError) -> GenerationRequest {
        GenerationRequest(entity: entity, fields: try FieldSpec.parseList(fields), arguments: [entity])
    }

    @Test("The enum has Int raw values and its names; the record, both SQL tables and the file store keep the rank")
    func storesTheRank() throws {
        let fileSystem = try Fixtures.realRepository()
        let plan = try Fixtures.planner(fileSystem).plan(
            try request("Chore", "title:String priority:Level:Int(low,medium,high)=medium"))
        let level = plan.text(endingWith: "Domain/Entities/Level.swift")
        #expect(level.contains("public enum Level: Int, RankedFieldEnum {"))
        #expect(level.contains(#"public static let names = ["low", "medium", "high"]"#))
        #expect(level.contains("    case low\n"))
        #expect(plan.text(endingWith: "Domain/Entities/Chore.swift").contains("priority: Level = .medium,"))
        let record = plan.text(endingWith: "ChoreRecord.swift")
        #expect(record.contains("public var priority: Int\n"))
        #expect(record.contains("priority: chore.priority.storedValue,"))
        #expect(
            plan.text(endingWith: "ChoreSchema+SQLite.swift").contains(
                #""priority" INTEGER NOT NULL DEFAULT 1 CHECK ("priority" IN (0, 1, 2)),"#))
        #expect(
            plan.text(endingWith: "ChoreSchema+SQLite.swift").contains(
                #"SQLColumn("priority", .integer, "NOT NULL DEFAULT 1 CHECK (\"priority\" IN (0, 1, 2))"),"#))
        #expect(
            plan.text(endingWith: "ChoreSchema+PostgreSQL.swift").contains(
                #""priority" BIGINT NOT NULL DEFAULT 1 CHECK ("priority" IN (0, 1, 2)),"#))
        // The wire, the options and the OpenAPI document still name the case.
        // A body is made from the Domain value (`ChoreResponse.swift`'s `RemoteResource`), whose
        // ranked case travels by its name.
        #expect(plan.text(endingWith: "ChoreJSON.swift").contains("priority = chore.priority.wireValue\n"))
        #expect(plan.text(endingWith: "ChoreResponse.swift").contains("public typealias Record = ChoreRecord\n"))
        #expect(plan.text(endingWith: "ChoreJSON.swift").contains("public var priority: String\n"))
        #expect(
            plan.text(endingWith: "openapi.json").contains(
                #""priority": {"type": "string", "enum": ["low", "medium", "high"]}"#))
    }

    @Test("A plain enum is unchanged: String raw values, a text column, no names table")
    func plainEnumUnchanged() throws {
        let plan = try Fixtures.planner(try Fixtures.realRepository()).plan(
            try request("Chore", "title:String state:State(open,done)"))
        let state = plan.text(endingWith: "Domain/Entities/State.swift")
        #expect(state.contains("public enum State: String, FieldEnum {"))
        #expect(!state.contains("names"))
        #expect(plan.text(endingWith: "ChoreRecord.swift").contains("public var state: String\n"))
    }

    @Test("--add-field of a ranked enum gives the rows before the default's rank, in SQL and the file store")
    func addedWithItsRank() throws {
        let fileSystem = try Fixtures.realRepository()
        try Transaction.apply(
            try Fixtures.planner(fileSystem).plan(try request("Chore", "title:String")), to: fileSystem)
        var change = GenerationRequest(entity: "Chore", arguments: ["Chore"])
        change.fieldChanges = [try FieldChangeRequest.parseAdd("priority:Level:Int(low,medium,high)=high")]
        let added = try Fixtures.planner(fileSystem).plan(change)
        #expect(
            added.text(endingWith: "ChoreSchema+SQLite.swift").contains(
                #"ADD COLUMN "priority" INTEGER NOT NULL DEFAULT 2 CHECK ("priority" IN (0, 1, 2))"#))
        #expect(added.text(endingWith: "ChoreRecord+Codable.swift").contains("forKey: .priority) ?? 2,"))
        #expect(added.text(endingWith: "Domain/Entities/Chore.swift").contains("priority: Level = .high,"))
        try Transaction.apply(added, to: fileSystem)
        let upgrade = UpgradePlanner(planner: try Fixtures.planner(fileSystem, today: "2027-02-01"))
        #expect(try upgrade.plan(entities: ["Chore"], force: false).isNoOp)
    }
}
