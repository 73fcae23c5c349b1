import Testing

@testable import ScaffoldKit

@Suite("--fields \"isCompleted@done:Bool\": a wire member named otherwise than the field")
struct FieldSpecWireNameTests {
    @Test("The wire name follows '@'; the property keeps the field's name; the manifest's text reads back the same")
    func parsesWireNames() throws {
        let fields = try FieldSpec.parseList(
            "title:String isCompleted@done:Bool=false dueDate@due:Date? project@owner:Project? status@state:Status(a,b)"
        )
        #expect(fields.map(\.name) == ["title", "isCompleted", "dueDate", "projectID", "status"])
        #expect(fields.map(\.wireName) == ["title", "done", "due", "owner", "state"])
        #expect(
            fields.map(\.text) == [
                "title:String", "isCompleted@done:Bool=false", "dueDate@due:Date?", "project@owner:Project?",
                "status@state:Status(a,b)",
            ])
        for field in fields { #expect(try FieldSpec.parse(field.text) == field) }
        #expect(try FieldSpec.parse("project:Project?").wireName == "projectId")
    }

    @Test(
        "A wire name that is no identifier, or that another member has, is refused with 65",
        arguments: [
            ("isCompleted@Done:Bool", "must be lowerCamelCase"),
            ("isCompleted@:Bool", "must be lowerCamelCase"),
            ("isCompleted@is-done:Bool", "must be lowerCamelCase"),
            ("title:String note@title:String", "would both be the wire member 'title'"),
            ("a@same:Int b@same:Int", "would both be the wire member 'same'"),
            ("stamp@createdAt:Date", "the built-in member 'createdAt'"),
            ("key@id:String", "the built-in member 'id'"),
        ])
    func refuses(spec: String, reason: String) {
        FieldSpecRefusal.expect(spec, reason: reason)
    }
}
