import Foundation
import Testing

@testable import ScaffoldKit

@Suite("Sort indexes from the scaffold: dueDate:Date?:indexed")
struct IndexedFieldPlannerTests {
    /// Todo's fields as a spec (ARCHITECTURE.md), with the two sort indexes its shipped step 1
    /// made beyond the times' and the reference's.
    private static let todoLike =
        "title:String notes:String= isCompleted@done:Bool=false priority:Priority:Int(low,medium,high):indexed=medium "
        + "dueDate@due:Date?:indexed project:Project?"

    private func request(_ entity: String, _ fields: String) throws(ScaffoldError) -> GenerationRequest {
        GenerationRequest(entity: entity, fields: try FieldSpec.parseList(fields), arguments: [entity])
    }

    @Test("':indexed' goes after the type (an enum's cases, a '?') and before a default; the manifest's text keeps it")
    func parsesIndexed() throws {
        let fields = try FieldSpec.parseList(Self.todoLike)
        #expect(fields.map(\.isIndexed) == [false, false, false, true, true, false])
        #expect(fields[3].givenDefault == "medium" && fields[3].type.enumSpec?.name == "Priority")
        #expect(fields[3].text == "priority:Priority:Int(low,medium,high):indexed=medium")
        #expect(fields[4].text == "dueDate@due:Date?:indexed")
        for field in fields { #expect(try FieldSpec.parse(field.text) == field) }
        #expect(try FieldSpec.parse("rank:Int:indexed=3").givenDefault == "3")
    }

    @Test(
        "':indexed' on a reference, an array or a unique field, whose column is indexed already or sorted by none, is refused",
        arguments: ["customer:Customer:indexed", "tags:[String]:indexed", "email:String:indexed:unique"])
    func refusesIndexed(spec: String) {
        #expect(throws: ScaffoldError.self) { try FieldSpec.parseList(spec) }
    }

    @Test("--add-field cannot add an indexed field: its index belongs to step 1")
    func refusesAddingIndexed() throws {
        var history = FieldHistory(fields: try FieldSpec.parseList("name:String"))
        #expect(throws: ScaffoldError.self) {
            try history.apply(try FieldChangeRequest.parseAdd("dueDate:Date?:indexed"), entity: "Chore")
        }
    }

    @Test("Step 1 creates each index as Todo's shipped step does, named alike, and the schema's indexes list them")
    func todoIndexes() throws {
        let plan = try Fixtures.planner(try Fixtures.realRepository()).plan(try request("Errand", Self.todoLike))
        let sqlite = plan.text(endingWith: "ErrandSchema+SQLite.swift")
        let postgreSQL = plan.text(endingWith: "ErrandSchema+PostgreSQL.swift")
        // TodoSchema+History.swift's step 1: `todos_due_date` and `todos_priority`, each with the id; here `errands_…`.
        for schema in [sqlite, postgreSQL] {
            #expect(schema.contains(#"CREATE INDEX IF NOT EXISTS "errands_priority" ON "errands" ("priority", "id");"#))
            #expect(schema.contains(#"CREATE INDEX IF NOT EXISTS "errands_due_date" ON "errands" ("due_date", "id");"#))
        }
        #expect(
            sqlite.contains(
                #"package static let indexes = [["created_at", "id"], ["updated_at", "id"], ["priority", "id"], ["due_date", "id"]]"#
            ))
        let plain = try Fixtures.planner(try Fixtures.realRepository()).plan(try request("Errand", "title:String"))
        #expect(
            plain.text(endingWith: "ErrandSchema+SQLite.swift").contains(
                #"package static let indexes = [["created_at", "id"], ["updated_at", "id"]]"#))
    }

    @Test("--remove-field drops the field's index before its column, and the schema's indexes no longer list it")
    func removalDropsTheIndex() throws {
        let fileSystem = try Fixtures.realRepository()
        try Transaction.apply(
            try Fixtures.planner(fileSystem).plan(try request("Chore", "title:String dueDate:Date?:indexed")),
            to: fileSystem)
        var change = GenerationRequest(entity: "Chore", arguments: ["Chore"])
        change.fieldChanges = [.remove("dueDate")]
        let removed = try Fixtures.planner(fileSystem).plan(change)
        let drop = ##"sql: #"DROP INDEX IF EXISTS "chores_due_date"; ALTER TABLE "chores" DROP COLUMN "due_date""#"##
        #expect(removed.text(endingWith: "ChoreSchema+SQLite.swift").contains(drop))
        #expect(removed.text(endingWith: "ChoreSchema+PostgreSQL.swift").contains(drop))
        #expect(
            removed.text(endingWith: "ChoreSchema+SQLite.swift").contains(
                #"CREATE INDEX IF NOT EXISTS "chores_due_date""#))
        #expect(
            removed.text(endingWith: "ChoreSchema+SQLite.swift").contains(
                #"package static let indexes = [["created_at", "id"], ["updated_at", "id"]]"#))
    }
}
