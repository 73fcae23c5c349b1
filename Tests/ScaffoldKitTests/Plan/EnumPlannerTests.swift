import Foundation
import Testing

@testable import ScaffoldKit

@Suite("Enum fields from the scaffold: status:Status(open,shipped,cancelled)")
struct EnumPlannerTests {
    /// The real templates, with Todo and its `Priority`: names an enum must not take.
    private func realRepository() throws -> MemoryFileSystem {
        try Fixtures.realRepository(including: ["Domain/Entities/Priority.swift", "Domain/Entities/Todo.swift"])
    }

    private func request(_ entity: String, _ fields: String) throws(ScaffoldError) -> GenerationRequest {
        GenerationRequest(entity: entity, fields: try FieldSpec.parseList(fields), arguments: [entity])
    }

    @Test("Generating Order writes Domain/Entities/Status.swift: String raw values, FieldEnum, a doc per case")
    func writesTheEnum() throws {
        let fileSystem = try realRepository()
        let plan = try Fixtures.planner(fileSystem).plan(
            try request("Order", "status:Status(open,inReview,cancelled)=open total:Double"))
        let file = plan.changes.first { $0.path == "Domain/Entities/Status.swift" }
        #expect(file?.action == .create)
        let text = file?.after ?? ""
        #expect(text.contains("public enum Status: String, FieldEnum {"))
        #expect(text.contains("    /// In review.\n    case inReview\n"))
        let entity = plan.changes.first { $0.path == "Domain/Entities/Order.swift" }?.after ?? ""
        #expect(entity.contains("status: Status = .open,"))
        let openAPI = plan.changes.first { $0.path.hasSuffix("openapi.json") }?.after ?? ""
        #expect(openAPI.contains(#""status": {"type": "string", "enum": ["open", "inReview", "cancelled"]}"#))
        let sqlite = plan.changes.first { $0.path.hasSuffix("OrderSchema+SQLite.swift") }?.after ?? ""
        #expect(sqlite.contains(#""status" TEXT NOT NULL CHECK ("status" IN ('open', 'inReview', 'cancelled'))"#))
    }

    @Test(
        "An enum named as a type the project has, the entity itself, or a Swift type is refused with 65, writing nothing",
        arguments: [
            ("Order", "level:Priority(low,high)", "Priority"),
            ("Order", "kind:Todo(a,b)", "Todo"),
            ("Order", "kind:Order(a,b)", "the entity's own name"),
            ("Order", "kind:String(a,b)", "standard library"),
            ("Order", "kind:Date(a,b)", "Foundation"),
            ("Order", "kind:OrderFilter(a,b)", "also generates a type of that name for Order"),
            ("Order", "kind:OrderContractCase(a,b)", "also generates a type of that name for Order"),
        ])
    func refusesTakenNames(entity: String, fields: String, reason: String) throws {
        let fileSystem = try realRepository()
        let before = fileSystem.texts
        let planner = try Fixtures.planner(fileSystem)
        do throws(ScaffoldError) {
            _ = try planner.plan(try request(entity, fields))
            Issue.record("planned \(fields)")
        } catch {
            #expect(error.exitCode == 65)
            #expect(error.description.contains(reason), "\(error.description)")
            #expect(error.description.contains("name the enum otherwise"), "\(error.description)")
        }
        #expect(fileSystem.texts == before)
    }

    @Test("Another entity's enum cannot be declared again, with other cases or the same")
    func refusesAnotherEntitysEnum() throws {
        let fileSystem = try realRepository()
        try Transaction.apply(
            try Fixtures.planner(fileSystem).plan(try request("Order", "status:Status(open,shipped)")), to: fileSystem)
        let planner = try Fixtures.planner(fileSystem)
        for fields in ["state:Status(draft,sent)", "state:Status(open,shipped)"] {
            do throws(ScaffoldError) {
                _ = try planner.plan(try request("Invoice", fields))
                Issue.record("planned \(fields)")
            } catch {
                #expect(error.exitCode == 65)
                #expect(error.description.contains("Domain/Entities/Status.swift"), "\(error.description)")
            }
        }
    }

    @Test("--add-field adds the enum's file, --remove-field removes it, and --upgrade renders the same again")
    func fieldChanges() throws {
        let fileSystem = try realRepository()
        try Transaction.apply(
            try Fixtures.planner(fileSystem).plan(try request("Order", "title:String")), to: fileSystem)
        var change = GenerationRequest(entity: "Order", arguments: ["Order"])
        change.fieldChanges = [try FieldChangeRequest.parseAdd("status:Status(open,shipped)=shipped")]
        let added = try Fixtures.planner(fileSystem).plan(change)
        #expect(added.changes.first { $0.path == "Domain/Entities/Status.swift" }?.action == .create)
        let schema = added.changes.first { $0.path.hasSuffix("OrderSchema+SQLite.swift") }?.after ?? ""
        #expect(
            schema.contains(
                #"ADD COLUMN "status" TEXT NOT NULL DEFAULT 'shipped' CHECK ("status" IN ('open', 'shipped'))"#))
        let entity = added.changes.first { $0.path == "Domain/Entities/Order.swift" }?.after ?? ""
        #expect(entity.contains("status: Status = .shipped,"))
        try Transaction.apply(added, to: fileSystem)

        let upgrade = UpgradePlanner(planner: try Fixtures.planner(fileSystem, today: "2027-02-01"))
        #expect(try upgrade.plan(entities: ["Order"], force: false).isNoOp)

        var removal = GenerationRequest(entity: "Order", arguments: ["Order"])
        removal.fieldChanges = [.remove("status")]
        let removed = try Fixtures.planner(fileSystem).plan(removal)
        #expect(removed.changes.first { $0.path == "Domain/Entities/Status.swift" }?.action == .delete)
    }
}
