import Foundation
import Testing

@testable import ScaffoldKit

@Suite("What templates see")
struct TemplateContextTests {
    private func field(_ spec: String) throws -> [String: TemplateValue] {
        guard case .object(let members) = TemplateContext.value(of: try FieldSpec.parse(spec)) else { return [:] }
        return members
    }

    @Test("A field exposes its names, Swift and record types, SQL type and type flags")
    func fieldMembers() throws {
        let due = try field("dueDate:Date?")
        #expect(due["type"] == .string("Date?"))
        #expect(due["recordType"] == .string("Int64?"))
        #expect(due["column"] == .string("due_date"))
        #expect(due["words"] == .string("due date"))
        #expect(due["sqlType"] == .string("INTEGER") && due["columnType"] == .string("integer"))
        #expect(due["isDate"] == .bool(true) && due["isOptional"] == .bool(true) && due["isString"] == .bool(false))
        #expect(due["defaultValue"] == .string("nil"))
        let tags = try field("tags:[String]")
        #expect(tags["sqlType"] == .string("TEXT") && tags["columnType"] == .string("text"))
        #expect(tags["defaultValue"] == .string("[]"))
        #expect(tags["sample"] == .string("[\"sample\"]"))
        #expect(try field("ids:[UUID]")["isUUID"] == .bool(true))
    }

    @Test("Help and doc comments read as English: a label starts with a capital, acronyms stay whole")
    func labels() throws {
        #expect(try field("placedAt:Date")["label"] == .string("Placed at"))
        #expect(try field("placedAt:Date")["words"] == .string("placed at"))
        #expect(try field("vip:Bool")["label"] == .string("VIP"))
        #expect(try field("customerID:UUID")["words"] == .string("customer ID"))
        #expect(try field("customerID:UUID")["label"] == .string("Customer ID"))
        // In code, a field stays as it was named.
        #expect(Words.upperCamel("vip") == "Vip")
    }

    @Test("A field added later with a default has it as the initializer's default, and its option says so")
    func addedDefaultIsTheDefault() throws {
        var history = FieldHistory(fields: try FieldSpec.parseList("name:String"))
        _ = try history.apply(try FieldChangeRequest.parseAdd("tier:Int=1"), entity: "Customer")
        _ = try history.apply(try FieldChangeRequest.parseAdd("since:Date=2026-01-31"), entity: "Customer")
        _ = try history.apply(try FieldChangeRequest.parseAdd("note:String?"), entity: "Customer")
        let context = try TemplateContext.make(
            entity: try EntityName("Customer"), history: history, gateway: "app",
            config: .defaults(projectName: "P", environment: [:]), date: "d", templateVersion: "1")
        guard case .list(let values) = context["fields"] else {
            Issue.record("no fields")
            return
        }
        let members = values.compactMap { value -> [String: TemplateValue]? in
            guard case .object(let members) = value else { return nil }
            return members
        }
        #expect(
            members.map { $0["defaultValue"] } == [
                .string(""), .string("1"), .string("Date(millisecondsSince1970: 1769817600000)"), .string("nil"),
            ])
        #expect(
            members.map { $0["defaultHelp"] } == [
                .string(""), .string("; 1 when not given"), .string("; 2026-01-31 when not given"), .string(""),
            ])
    }

    @Test("The OpenAPI filter and query are JSON objects naming each condition docs/REST.md lists")
    func openAPIObjects() throws {
        let fields = try FieldSpec.parseList("name:String rank:Int note:String? due:Date? tags:[String] ref:UUID")
        let filter = try JSONSerialization.jsonObject(with: Data(TemplateContext.openAPIFilter(fields).utf8))
        let query = try JSONSerialization.jsonObject(with: Data(TemplateContext.openAPIQuery(fields).utf8))
        let filterNames = Set((filter as? [String: Any])?.keys.map { $0 } ?? [])
        let queryNames = Set((query as? [String: Any])?.keys.map { $0 } ?? [])

        #expect(
            filterNames == [
                "name", "nameContains", "rank", "rankMin", "rankMax", "note", "noteContains", "due", "dueMin", "dueMax",
                "ref", "text",
            ])
        #expect(queryNames == filterNames.union(["sort", "order", "limit", "offset", "after"]))
        #expect(TemplateContext.openAPISchema(try FieldSpec.parse("due:Date?").type).contains("Instant"))
        // The server stores a list's texts as they come, U+0000 too: no `Text` pattern there.
        let tags = TemplateContext.openAPISchema(try FieldSpec.parse("tags:[String]").type)
        #expect(tags == #"{"type": "array", "items": {"type": "string"}}"#)
    }

    @Test("OpenAPI: a title is Title, sort defaults to the list's order, a condition says what it selects")
    func openAPIDescriptions() throws {
        let fields = try FieldSpec.parseList("code:String:unique name:String note:String? rank:Int?")
        let context = TemplateContext.make(
            entity: try EntityName("Product"), fields: fields, gateway: "app",
            config: .defaults(projectName: "P", environment: [:]), date: "d", templateVersion: "1")
        guard case .list(let values) = context["fields"] else {
            Issue.record("no fields")
            return
        }
        let schemas = values.compactMap { value -> String? in
            guard case .object(let members) = value else { return nil }
            return members["openAPISchema"]?.text
        }
        // Validation keeps the unique field and the one the list shows as titles: never empty.
        #expect(schemas.map { $0.contains("Title") } == [true, true, false, false])
        let query = try #require(
            try JSONSerialization.jsonObject(with: Data(TemplateContext.openAPIQuery(fields).utf8))
                as? [String: [String: Any]])
        #expect(query["sort"]?["default"] as? String == "name")
        #expect(query["name"]?["description"] as? String == "Name is exactly it, code point by code point.")
        let note = "Note is exactly it, code point by code point; `null`: has no value."
        #expect(query["note"]?["description"] as? String == note)
        #expect(query["rankMin"]?["description"] as? String == "Rank is at least it; no value never matches.")
        let contains = "Name contains it, ignoring case; empty selects all."
        #expect(query["nameContains"]?["description"] as? String == contains)
    }

    @Test("Prose names keep acronyms and take the right article")
    func prose() {
        #expect(TemplateContext.prose("APIKey") == "API key")
        #expect(TemplateContext.prose("OrderLine") == "order line")
        #expect(TemplateContext.article(for: "API key") == "an")
        #expect(TemplateContext.article(for: "URL link") == "a")
        #expect(TemplateContext.article(for: "order") == "an")
        #expect(TemplateContext.article(for: "product") == "a")
    }

    @Test("Fields know their SQL column and parameter positions; the timestamps follow them")
    func positions() throws {
        let fields = try FieldSpec.parseList("a:Int b:String")
        let context = TemplateContext.make(
            entity: try EntityName("Product"), fields: fields, gateway: "app",
            config: .defaults(projectName: "P", environment: [:]), date: "d", templateVersion: "1")
        guard case .list(let values) = context["fields"], case .object(let second) = values[1] else {
            Issue.record("no fields")
            return
        }
        #expect(second["index"] == .int(2) && second["parameter"] == .int(3))
        #expect(context["createdAtIndex"] == .int(3) && context["updatedAtParameter"] == .int(5))
        #expect(context["entityArticle"] == .string("a") && context["entityPluralWords"] == .string("products"))
    }

    @Test("The search field is the first plain String field, if any")
    func searchField() throws {
        let fields = try FieldSpec.parseList("note:String? title:String name:String")
        #expect(TemplateContext.searchField(fields)?.name == "title")
        #expect(TemplateContext.searchField(try FieldSpec.parseList("count:Int tags:[String]")) == nil)
        // An enum's base is String, but its case is no text to trim and search: Order
        // (status:Status(…) total:Double note:String?) has no search field.
        let order = try FieldSpec.parseList("status:Status(open,shipped)=open total:Double note:String?")
        #expect(TemplateContext.searchField(order) == nil)
    }

    @Test(
        "The default sort is by the field a list shows: the first plain String, else a unique one, else creation",
        arguments: [
            ("email:String:unique title:String", "title", "title, A to Z"),
            ("name:String:unique", "name", "name, A to Z"),
            ("displayName:String:unique rank:Int", "displayName", "display name, A to Z"),
            ("rank:Int note:String?", "createdAt", "creation, oldest first"),
        ])
    func defaultSort(spec: String, field: String, words: String) throws {
        let context = try TemplateContext.make(
            entity: try EntityName("Customer"), history: FieldHistory(fields: try FieldSpec.parseList(spec)),
            gateway: "app", config: .defaults(projectName: "P", environment: [:]), date: "d", templateVersion: "1")
        #expect(context["defaultSortField"] == .string(field))
        #expect(context["defaultSortWords"] == .string(words))
    }
}

/// Upper-cases everything, to prove the planner formats generated Swift and nothing else.
struct ShoutingFormatter: SourceFormatter {
    func format(_ files: [String: String]) throws(ScaffoldError) -> [String: String] {
        files.mapValues { $0.uppercased() }
    }
}

@Suite("Formatting generated Swift")
struct FormattingTests {
    @Test("The formatter sees every generated Swift file and its output is what the plan writes")
    func formatterOutputIsPlanned() throws {
        var planner = try Fixtures.planner(Fixtures.repository())
        planner.formatter = ShoutingFormatter()
        let plan = try planner.plan(GenerationRequest(entity: "Product"))
        #expect(plan.changes[0].after?.contains("PUBLIC STRUCT PRODUCT") == true)
        #expect(plan.changes.last?.after?.contains("\"entities\"") == true)
    }

    @Test("An entity has filter conditions unless every field is an array")
    func hasFilterFields() throws {
        func context(_ fields: String) throws -> [String: TemplateValue] {
            TemplateContext.make(
                entity: try EntityName("Product"), fields: try FieldSpec.parseList(fields), gateway: "app",
                config: .defaults(projectName: "P", environment: [:]), date: "d", templateVersion: "1")
        }
        #expect(try context("tags:[String] scores:[Int]?")["hasFilterFields"] == .bool(false))
        #expect(try context("tags:[String] due:Date?")["hasFilterFields"] == .bool(true))
    }
}
