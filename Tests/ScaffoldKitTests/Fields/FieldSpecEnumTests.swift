import Testing

@testable import ScaffoldKit

@Suite("--fields status:Status(open,shipped,cancelled)=open")
struct FieldSpecEnumTests {
    @Test("An enum field holds its enum's name and cases; the manifest's text reads back the same")
    func parsesEnum() throws {
        let fields = try FieldSpec.parseList("status:Status(open,shipped,cancelled)=open total:Double")
        #expect(fields.count == 2)
        let status = fields[0]
        #expect(status.type.enumSpec == EnumSpec(name: "Status", cases: ["open", "shipped", "cancelled"]))
        #expect(status.type.swiftType == "Status" && !status.type.isOptional && status.givenDefault == "open")
        #expect(status.text == "status:Status(open,shipped,cancelled)=open")
        #expect(try FieldSpec.parse(status.text) == status)
        #expect(status.type.hasEquality && !status.type.hasContains && !status.type.hasRange)
    }

    @Test("Priority:Int(…) is a ranked enum, its raw value the rank; the manifest's text reads back the same")
    func parsesRanked() throws {
        let priority = try FieldSpec.parse("priority:Priority:Int(low,medium,high)=medium")
        #expect(priority.type.enumSpec == EnumSpec(name: "Priority", cases: ["low", "medium", "high"], isRanked: true))
        #expect(priority.type.swiftType == "Priority" && priority.givenDefault == "medium")
        #expect(priority.text == "priority:Priority:Int(low,medium,high)=medium")
        #expect(try FieldSpec.parse(priority.text) == priority)
        let optional = try FieldSpec.parse("level:Level:Int(low,high)?")
        #expect(optional.type.isOptional && optional.type.enumSpec?.isRanked == true)
        #expect(optional.text == "level:Level:Int(low,high)?")
    }

    @Test("A raw type other than Int is refused with 65, saying Int is the one there is")
    func refusesOtherRawTypes() {
        for spec in ["priority:Priority:String(low,high)", "priority:Priority:Double(low,high)"] {
            do throws(ScaffoldError) {
                _ = try FieldSpec.parse(spec)
                Issue.record("parsed \(spec)")
            } catch {
                #expect(error.exitCode == 65)
                #expect(error.description.contains("raw type can only be Int"), "\(error.description)")
            }
        }
    }

    @Test("Status(…)? is optional; spaces after the commas are allowed and dropped")
    func parsesOptional() throws {
        let fields = try FieldSpec.parseList("name:String, status:Status(open, shipped)?")
        #expect(fields.map(\.name) == ["name", "status"])
        #expect(fields[1].type.swiftType == "Status?" && fields[1].type.hasOptionalMatch)
        #expect(fields[1].text == "status:Status(open,shipped)?")
    }

    @Test(
        "A case list or default no enum can have is refused with 65, saying what is wrong",
        arguments: [
            ("status:Status()", "no cases"),
            ("status:Status(open,,shipped)", "empty case"),
            ("status:Status(open,shipped,)", "empty case"),
            ("status:Status(open,shipped,open)", "lists 'open' twice"),
            ("status:Status(inReview,inreview)", "differ only in case"),
            ("status:Status(open,rawValue)", "has a member of that name"),
            ("status:Status(open,name)", "has a member of that name"),
            ("status:Status(open,none)", "an optional's own case"),
            ("status:Status(open,Shipped)", "lowerCamelCase"),
            ("status:Status(open,in-review)", "lowerCamelCase"),
            ("status:Status(open,3rd)", "lowerCamelCase"),
            ("status:Status(open,default)", "Swift keyword"),
            ("status:Status(open,case)", "Swift keyword"),
            ("status:status(open,shipped)", "UpperCamelCase"),
            ("status:[Status(open,shipped)]", "not an array"),
            ("status:Status(open,shipped)=closed", "not a case of Status; use one of open, shipped"),
            ("a:Status(open,shipped) b:Status(open,closed)", "given twice with different cases"),
        ])
    func refuses(spec: String, reason: String) {
        FieldSpecRefusal.expect(spec, reason: reason)
    }

    @Test("Two fields of one enum with the same cases share it: the entity gets one enum")
    func sharesAnEnum() throws {
        let fields = try FieldSpec.parseList("now:Phase(a,b) before:Phase(a,b)?")
        #expect(try FieldSpec.enums(of: fields) == [EnumSpec(name: "Phase", cases: ["a", "b"])])
    }

    @Test("--add-field takes an enum with a default case, which rows stored before and new ones get")
    func addsWithDefault() throws {
        var history = FieldHistory(fields: try FieldSpec.parseList("name:String"))
        _ = try history.apply(try FieldChangeRequest.parseAdd("status:Status(open,shipped)=shipped"), entity: "Order")
        #expect(history.changes.first?.added == "status:Status(open,shipped)")
        #expect(history.changes.first?.defaultValue == "shipped")
        let added = try history.addedDefault(of: history.fields[1])
        #expect(added?.sql == "'shipped'" && added?.record == "\"shipped\"" && added?.domain == ".shipped")
    }

    @Test(
        "--add-field of a required enum without a case for the rows stored before, or with another word, is refused",
        arguments: ["status:Status(open,shipped)", "status:Status(open,shipped)=closed"])
    func refusesAddingWithoutACase(spec: String) throws {
        var history = FieldHistory(fields: try FieldSpec.parseList("name:String"))
        do throws(ScaffoldError) {
            _ = try history.apply(try FieldChangeRequest.parseAdd(spec), entity: "Order")
            Issue.record("accepted \(spec)")
        } catch {
            #expect(error.exitCode == 65)
            #expect(error.description.contains("open, shipped"), "\(error.description)")
        }
    }

    @Test("Templates see the enum's name as the field's base, its samples as cases and no text flags")
    func context() throws {
        let fields = try FieldSpec.parseList(
            "title:String status:Status(open,inReview,shipped)=open note:Tone(calm,busy)?")
        let context = TemplateContext.make(
            entity: try EntityName("Order"), fields: fields, gateway: "app",
            config: .defaults(projectName: "P", environment: [:]), date: "d", templateVersion: "1")
        guard case .list(let values)? = context["fields"], case .object(let status) = values[1],
            case .object(let note) = values[2], case .list(let enums)? = context["enums"]
        else {
            Issue.record("no fields")
            return
        }
        #expect(status["base"] == .string("Status") && status["isEnum"] == .bool(true))
        #expect(status["isString"] == .bool(false) && status["recordType"] == .string("String"))
        #expect(status["wireType"] == .string("String") && status["sqlType"] == .string("TEXT"))
        #expect(status["defaultValue"] == .string(".open") && status["defaultHelp"] == .string("; open when not given"))
        #expect(status["sample"] == .string(".open") && status["otherSample"] == .string(".inReview"))
        #expect(status["queryReader"] == .string("enumCase"))
        #expect(status["sqlCheck"] == .string(#" CHECK ("status" IN ('open', 'inReview', 'shipped'))"#))
        #expect(note["recordType"] == .string("String?") && note["defaultValue"] == .string("nil"))
        #expect(enums.count == 2)
        let schema = TemplateContext.openAPISchema(fields[1].type)
        #expect(schema == #"{"type": "string", "enum": ["open", "inReview", "shipped"]}"#)
    }
}
