import Testing

@testable import ScaffoldKit

@Suite("--fields \"notes:String= isDone:Bool=false count:Int=3\": defaults of required plain fields")
struct FieldSpecDefaultTests {
    @Test("A default after '=' is kept as given, empty text included, and the manifest's text reads back the same")
    func parsesDefaults() throws {
        let fields = try FieldSpec.parseList(
            "title:String notes:String= isDone:Bool=false count:Int=3 due:Date=2026-01-31")
        #expect(fields.map(\.givenDefault) == [nil, "", "false", "3", "2026-01-31"])
        #expect(
            fields.map(\.text) == [
                "title:String", "notes:String=", "isDone:Bool=false", "count:Int=3", "due:Date=2026-01-31",
            ])
        for field in fields { #expect(try FieldSpec.parse(field.text) == field) }
    }

    @Test(
        "A default that is no value of the type, or of a field whose default is set already, is refused with 65",
        arguments: [
            ("count:Int=three", "is not a whole number"),
            ("isDone:Bool=yes", "is not true or false"),
            ("due:Date=tomorrow", "is not a date written YYYY-MM-DD"),
            ("note:String?=x", "it is optional"),
            ("tags:[String]=[]", "new values of an array are []"),
        ])
    func refuses(spec: String, reason: String) {
        FieldSpecRefusal.expect(spec, reason: reason)
    }
}
