import Foundation
import Testing

@testable import ScaffoldKit

@Suite("References between generated entities: customer:Customer")
struct ReferencePlannerTests {
    /// A tree where Customer was generated with the real templates.
    private func withCustomer() throws -> MemoryFileSystem {
        let fileSystem = try Fixtures.realRepository()
        let plan = try Fixtures.planner(fileSystem).plan(
            GenerationRequest(
                entity: "Customer", fields: try FieldSpec.parseList("name:String email:String"),
                arguments: ["Customer"]))
        try Transaction.apply(plan, to: fileSystem)
        return fileSystem
    }

    private func order(_ fields: String) throws -> GenerationRequest {
        GenerationRequest(entity: "Order", fields: try FieldSpec.parseList(fields), arguments: ["Order"])
    }

    @Test("customer:Customer is the required property customerID of type Customer.ID; Customer? is optional")
    func parses() throws {
        let fields = try FieldSpec.parseList("customer:Customer total:Double backup:Customer?")
        #expect(fields[0].name == "customerID" && fields[0].type.swiftType == "Customer.ID")
        #expect(fields[0].type.reference == "Customer" && fields[0].type.base == .uuid)
        #expect(fields[2].name == "backupID" && fields[2].type.swiftType == "Customer.ID?")
        // The manifest records the field as it was written, and reads it back the same.
        #expect(fields.map(\.text) == ["customer:Customer", "total:Double", "backup:Customer?"])
        #expect(try fields.map { try FieldSpec.parse($0.text) } == fields)
        #expect(fields[0].optionName == "customer")
        #expect(FieldOptionNames.options(of: fields[2]) == ["backup", "backup-none"])
    }

    @Test("a reference spelled with its ID, or an array of references, is refused")
    func refusesOtherSpellings() {
        #expect(throws: ScaffoldError.self) { try FieldSpec.parseList("customerID:Customer") }
        #expect(throws: ScaffoldError.self) { try FieldSpec.parseList("customers:[Customer]") }
    }

    @Test("a reference to an entity the scaffold has not generated is refused with 65, naming it")
    func refusesUnknownTarget() throws {
        let fileSystem = try Fixtures.realRepository()
        let before = fileSystem.texts
        let planner = try Fixtures.planner(fileSystem)
        let request = try order("customer:Customer total:Double")
        do throws(ScaffoldError) {
            _ = try planner.plan(request)
            Issue.record("planned an order referring to no entity")
        } catch {
            #expect(error.exitCode == 65)
            #expect(error.description.contains("Customer, which the scaffold has not generated"))
        }
        #expect(fileSystem.texts == before)
    }

    @Test("the order's wire object names each reference's member, so a server's error body says customerId")
    func wireObjectMapsReferenceMembers() throws {
        let fileSystem = try withCustomer()
        let plan = try Fixtures.planner(fileSystem).plan(try order("customer:Customer total:Double note:Customer?"))
        try Transaction.apply(plan, to: fileSystem)
        let json = try #require(fileSystem.texts["Shared/WireFormat/OrderJSON.swift"])
        #expect(
            json.contains(
                """
                    public static let membersByField = [
                        "customerID": "customerId",
                        "noteID": "noteId",
                    ]
                """),
            "\(json)")
    }

    @Test("the order's schema lists the reference, its SQL steps declare the foreign key and its index")
    func rendersReference() throws {
        let fileSystem = try withCustomer()
        let plan = try Fixtures.planner(fileSystem).plan(try order("customer:Customer total:Double note:Customer?"))
        try Transaction.apply(plan, to: fileSystem)
        let schema = try #require(fileSystem.texts["Data/Core/Schemas/OrderSchema.swift"])
        #expect(
            schema.contains(
                #"Reference<OrderRecord>(field: "customerID", column: "customer_id", table: CustomerSchema.table)"#))
        let sqlite = try #require(fileSystem.texts["Data/Core/Schemas/OrderSchema+SQLite.swift"])
        #expect(sqlite.contains(#""customer_id" TEXT NOT NULL REFERENCES "customers" ("id") ON DELETE RESTRICT,"#))
        #expect(sqlite.contains(#""note_id" TEXT REFERENCES "customers" ("id") ON DELETE RESTRICT,"#))
        #expect(sqlite.contains(#"CREATE INDEX IF NOT EXISTS "orders_customer_id" ON "orders" ("customer_id");"#))
        let postgreSQL = try #require(fileSystem.texts["Data/Core/Schemas/OrderSchema+PostgreSQL.swift"])
        #expect(postgreSQL.contains(#"CONSTRAINT "orders_customer_id_fkey" REFERENCES "customers" ("id")"#))
        let json = try #require(fileSystem.texts["Shared/WireFormat/OrderJSON.swift"])
        #expect(json.contains(#"customerID = "customerId""#))
        let entity = try #require(fileSystem.texts["Domain/Entities/Order.swift"])
        #expect(entity.contains("public var customerID: Customer.ID\n"))
        #expect(entity.contains("/// The customer it refers to: a stored one, which cannot be deleted while"))
        #expect(entity.contains("/// The customer it refers to, if any: a stored one,"))
        #expect(entity.contains("noteID: Customer.ID? = nil,") && entity.contains("customerID: Customer.ID,"))
        // Two fields refer to Customer; its lines are imported before the order's, once named.
        let transfer = try #require(fileSystem.texts["Presentation/Transfer/OrderTransfer.swift"])
        #expect(transfer.contains(#"type: "order", referredTypes: ["customer"],"#))
    }

    /// The entries of `Schemas.all`, in the order stores create and load their tables.
    private func schemas(_ fileSystem: MemoryFileSystem) throws -> [String] {
        let text = try #require(fileSystem.texts["Data/Core/Schemas/Schemas.swift"])
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let begin = try #require(lines.firstIndex(of: "// scaffold:schemas:begin"))
        let end = try #require(lines.firstIndex(of: "// scaffold:schemas:end"))
        return Array(lines[(begin + 1)..<end])
    }

    private func generate(_ entity: String, _ fields: String, in fileSystem: MemoryFileSystem) throws {
        let request = GenerationRequest(entity: entity, fields: try FieldSpec.parseList(fields), arguments: [entity])
        try Transaction.apply(try Fixtures.planner(fileSystem).plan(request), to: fileSystem)
    }

    @Test("an entity's schema is listed after the schema of the entity it refers to, whatever their names")
    func listsReferredSchemasFirst() throws {
        let fileSystem = try Fixtures.realRepository()
        // The repository's own entries (Project, Todo, and any entity generated into it) come first.
        let before = try schemas(fileSystem)
        try generate("Zone", "name:String", in: fileSystem)
        try generate("Address", "street:String zone:Zone", in: fileSystem)
        #expect(try schemas(fileSystem) == before + ["ZoneSchema.self,", "AddressSchema.self,"])
    }

    @Test("--add-field of a reference to an entity listed later moves the entity, and those referring to it, after it")
    func addedReferenceMovesSchema() throws {
        let fileSystem = try withCustomer()
        let before = try schemas(fileSystem)
        #expect(before.last == "CustomerSchema.self,")
        try generate("Order", "total:Double", in: fileSystem)
        try generate("Invoice", "number:String customer:Customer", in: fileSystem)
        var change = GenerationRequest(entity: "Customer", arguments: ["Customer"])
        change.fieldChanges = [try FieldChangeRequest.parseAdd("order:Order?")]
        try Transaction.apply(try Fixtures.planner(fileSystem).plan(change), to: fileSystem)
        #expect(
            try schemas(fileSystem)
                == before.dropLast() + ["OrderSchema.self,", "CustomerSchema.self,", "InvoiceSchema.self,"])
    }

    @Test("--add-field of an optional reference adds the column with its foreign key and indexes it, in both dialects")
    func addsReference() throws {
        let fileSystem = try withCustomer()
        try Transaction.apply(try Fixtures.planner(fileSystem).plan(try order("total:Double")), to: fileSystem)
        var change = GenerationRequest(entity: "Order", arguments: ["Order"])
        change.fieldChanges = [try FieldChangeRequest.parseAdd("backup:Customer?")]
        let added = try Fixtures.planner(fileSystem).plan(change)
        let sqlite = added.changes.first { $0.path.hasSuffix("OrderSchema+SQLite.swift") }?.after ?? ""
        #expect(
            sqlite.contains(
                #"ADD COLUMN "backup_id" TEXT REFERENCES "customers" ("id") ON DELETE RESTRICT; "#
                    + #"CREATE INDEX IF NOT EXISTS "orders_backup_id" ON "orders" ("backup_id")"#),
            "\(sqlite)")
        let postgreSQL = added.changes.first { $0.path.hasSuffix("OrderSchema+PostgreSQL.swift") }?.after ?? ""
        #expect(
            postgreSQL.contains(
                #"ADD COLUMN "backup_id" TEXT COLLATE "C" CONSTRAINT "orders_backup_id_fkey" "#
                    + #"REFERENCES "customers" ("id") ON DELETE RESTRICT; "#
                    + #"CREATE INDEX IF NOT EXISTS "orders_backup_id" ON "orders" ("backup_id")"#),
            "\(postgreSQL)")
        // A required field added later keeps NOT NULL with the default rows stored before get.
        change.fieldChanges = [try FieldChangeRequest.parseAdd("count:Int=3")]
        let counted = try Fixtures.planner(fileSystem).plan(change)
        let counts = counted.changes.first { $0.path.hasSuffix("OrderSchema+PostgreSQL.swift") }?.after ?? ""
        #expect(counts.contains(#"ADD COLUMN "count" BIGINT NOT NULL DEFAULT 3"#), "\(counts)")
    }

    @Test("Project and Todo, recorded in the manifest, are referred to as generated entities are")
    func refersToAppEntities() throws {
        let fileSystem = try Fixtures.realRepository()
        let request = GenerationRequest(
            entity: "Milestone", fields: try FieldSpec.parseList("title:String project:Project step:Todo?"),
            arguments: ["Milestone"])
        try Transaction.apply(try Fixtures.planner(fileSystem).plan(request), to: fileSystem)
        let sqlite = try #require(fileSystem.texts["Data/Core/Schemas/MilestoneSchema+SQLite.swift"])
        #expect(sqlite.contains(#""project_id" TEXT NOT NULL REFERENCES "projects" ("id") ON DELETE RESTRICT,"#))
        #expect(sqlite.contains(#""step_id" TEXT REFERENCES "todos" ("id") ON DELETE RESTRICT,"#))
        #expect(sqlite.contains(#"CREATE INDEX IF NOT EXISTS "milestones_project_id" ON "milestones" ("project_id");"#))
        let schema = try #require(fileSystem.texts["Data/Core/Schemas/MilestoneSchema.swift"])
        #expect(schema.contains(#"column: "project_id", table: ProjectSchema.table)"#))
        // --project takes a project's name (its unique field) or an id prefix; lists show the name.
        let options = try #require(fileSystem.texts["App/Demo/Commands/Milestone/MilestoneOptions.swift"])
        #expect(options.contains(#".reference("project", "Project", key: "name", isOptional: false)"#))
        #expect(options.contains(#"optional: false, key: "name")"#))
        #expect(options.contains("all: ProjectQuery(), key: { $0.name }"))
        #expect(options.contains("all: TodoQuery(),\n") || options.contains("all: TodoQuery(),"))
        let list = try #require(fileSystem.texts["Presentation/ViewModels/MilestoneListViewModel.swift"])
        #expect(list.contains("projectRepository.fetchAll(ProjectQuery()).map { ($0.id, $0.name) }"))
        #expect(list.contains("todoRepository.fetchAll(TodoQuery()).map { ($0.id, $0.title) }"))
        // Their transfers are generated too: the tests store projects and todos as any entity's.
        let tests = try #require(fileSystem.texts["Tests/PresentationTests/ViewModels/MilestoneViewModelTests.swift"])
        #expect(tests.contains(".project(ProjectRepositoryImpl"))
        #expect(tests.contains(".milestone(MilestoneRepositoryImpl"))
    }

    @Test("an entity written by hand that scaffold.json lists as referable is referred to with the fields listed")
    func refersToReferableEntities() throws {
        let fileSystem = try Fixtures.realRepository()
        let config = try #require(fileSystem.texts["scaffold.json"])
        let referable = #", "referable": {"Invoice": "number:String:unique"}}"#
        let last = try #require(config.lastIndex(of: "}"))
        fileSystem.files["scaffold.json"] = Data((config[..<last] + referable).utf8)
        try generate("Payment", "amount:Int invoice:Invoice", in: fileSystem)
        let sqlite = try #require(fileSystem.texts["Data/Core/Schemas/PaymentSchema+SQLite.swift"])
        #expect(sqlite.contains(#""invoice_id" TEXT NOT NULL REFERENCES "invoices" ("id") ON DELETE RESTRICT,"#))
        // --invoice takes an invoice's number (its unique field); lists show the number.
        let options = try #require(fileSystem.texts["App/Demo/Commands/Payment/PaymentOptions.swift"])
        #expect(options.contains(#".reference("invoice", "Invoice", key: "number", isOptional: false)"#))
        let list = try #require(fileSystem.texts["Presentation/ViewModels/PaymentListViewModel.swift"])
        #expect(list.contains("invoiceRepository.fetchAll(InvoiceQuery()).map { ($0.id, $0.number) }"))
        // Its lines in export and import are its own, not a generated entity's: the tests store none.
        let tests = try #require(fileSystem.texts["Tests/PresentationTests/ViewModels/PaymentViewModelTests.swift"])
        #expect(!tests.contains(".invoice(InvoiceRepositoryImpl"))
        #expect(tests.contains(".payment(PaymentRepositoryImpl"))
    }

    @Test("a remark on a todo seeds the projects those todos are in first, then the todos, in every test")
    func seedsWhatReferredEntitiesReferTo() throws {
        // The manifest records Todo's fields, project:Project? among them, as the tool reads them.
        let fileSystem = try Fixtures.realRepository()
        try generate("Remark", "body:String todo:Todo", in: fileSystem)
        let contract = try #require(fileSystem.texts["Tests/TestSupport/Contract/RemarkContract.swift"])
        let projects = try #require(
            contract.range(of: "projectRepository.createAll((100...103).map { ProjectContract.sample($0) })"))
        let todos = try #require(
            contract.range(of: "todoRepository.createAll((100...103).map { TodoContract.sample($0) })"))
        #expect(projects.lowerBound < todos.lowerBound)
        for path in [
            "Tests/DataTests/DataSources/RemarkStoreTests.swift",
            "Tests/PresentationTests/ViewModels/RemarkViewModelTests.swift",
            "Tests/CompositionTests/Assemblies/RemarkRegistrationTests.swift",
        ] {
            let tests = try #require(fileSystem.texts[path])
            #expect(tests.contains("projectRepository: "), "\(path)")
        }
        // Export carries the projects and the todos: four of each came back unchanged.
        let viewModels = try #require(
            fileSystem.texts["Tests/PresentationTests/ViewModels/RemarkViewModelTests.swift"])
        #expect(viewModels.contains("importer.summary.unchanged == stored.count + 4 + 4)"))
    }

    @Test("a letter to an address in a zone seeds zones, then addresses, and exports both beside letters")
    func seedsGeneratedChainInDependencyOrder() throws {
        let fileSystem = try Fixtures.realRepository()
        try generate("Zone", "name:String", in: fileSystem)
        try generate("Address", "street:String zone:Zone", in: fileSystem)
        try generate("Letter", "subject:String address:Address", in: fileSystem)
        let contract = try #require(fileSystem.texts["Tests/TestSupport/Contract/LetterContract.swift"])
        let zones = try #require(contract.range(of: "zoneRepository.createAll("))
        let addresses = try #require(contract.range(of: "addressRepository.createAll("))
        #expect(zones.lowerBound < addresses.lowerBound)
        let viewModels = try #require(fileSystem.texts["Tests/PresentationTests/ViewModels/LetterViewModelTests.swift"])
        #expect(
            viewModels.contains(".zone(ZoneRepositoryImpl(") && viewModels.contains(".address(AddressRepositoryImpl("))
    }

    @Test("an entity that refers to nothing makes its list view model without name reads")
    func listWithoutReferences() throws {
        let fileSystem = try Fixtures.realRepository()
        let request = GenerationRequest(
            entity: "Gadget", fields: try FieldSpec.parseList("title:String"), arguments: ["Gadget"])
        try Transaction.apply(try Fixtures.planner(fileSystem).plan(request), to: fileSystem)
        let list = try #require(fileSystem.texts["Presentation/ViewModels/GadgetListViewModel.swift"])
        #expect(list.contains("super.init(repository: gadgetRepository.erased, query: query)\n"))
        #expect(!list.contains("names:"))
    }

    @Test("a referable entity scaffold.json describes with fields that do not parse is refused")
    func refusesBadReferable() throws {
        let fileSystem = Fixtures.repository(extra: [
            "scaffold.json": #"{"project": "Sample", "referable": {"Project": "customers:[Customer]"}}"#
        ])
        #expect(throws: ScaffoldError.self) { try Workspace.load(fileSystem, environment: [:]) }
    }

    @Test("an entity of required references alone reads no list condition from its options (no unmutated var)")
    func onlyReferences() throws {
        let fileSystem = try withCustomer()
        let request = GenerationRequest(
            entity: "Visit", fields: try FieldSpec.parseList("customer:Customer"), arguments: ["Visit"])
        try Transaction.apply(try Fixtures.planner(fileSystem).plan(request), to: fileSystem)
        let options = try #require(fileSystem.texts["App/Demo/Commands/Visit/VisitOptions.swift"])
        #expect(!options.contains("var filter"))
        #expect(options.contains("filterLookups"))
    }

    @Test("--remove Customer is refused with 65 while Order refers to it, and allowed once Order is gone")
    func refusesRemovingReferredEntity() throws {
        let fileSystem = try withCustomer()
        try Transaction.apply(
            try Fixtures.planner(fileSystem).plan(try order("customer:Customer total:Double")), to: fileSystem)
        let workspace = try Workspace.load(fileSystem, environment: [:])
        #expect(throws: ScaffoldError.stillReferenced("Customer", by: ["Order"])) {
            try RemovalPlanner(workspace: workspace).plan(entity: "Customer", force: false)
        }
        #expect(ScaffoldError.stillReferenced("Customer", by: ["Order"]).exitCode == 65)
        try Transaction.apply(
            try RemovalPlanner(workspace: workspace).plan(entity: "Order", force: false), to: fileSystem)
        _ = try RemovalPlanner(workspace: try Workspace.load(fileSystem, environment: [:])).plan(
            entity: "Customer", force: false)
    }

    @Test("--add-field of a reference must be optional, and --remove-field of one is refused")
    func fieldChanges() throws {
        var history = FieldHistory(fields: try FieldSpec.parseList("total:Double customer:Customer"))
        #expect(throws: ScaffoldError.self) {
            try history.apply(.add(try FieldSpec.parse("backup:Customer"), defaultValue: nil), entity: "Order")
        }
        #expect(try history.apply(.add(try FieldSpec.parse("backup:Customer?"), defaultValue: nil), entity: "Order"))
        #expect(history.changes.last?.added == "backup:Customer?")
        #expect(throws: ScaffoldError.self) { try history.apply(.remove("customer"), entity: "Order") }
        #expect(throws: ScaffoldError.self) { try history.apply(.remove("customerID"), entity: "Order") }
    }
}
