import Testing

@testable import ScaffoldKit

@Suite("--fields parsing")
struct FieldSpecTests {
    @Test("Every supported type, optional and array, parses")
    func parsesAllShapes() throws {
        let fields = try FieldSpec.parseList(
            "name:String price:Double note:String? tags:[String] due:Date? ids:[UUID]?")
        #expect(fields.map(\.name) == ["name", "price", "note", "tags", "due", "ids"])
        #expect(fields.map(\.type.swiftType) == ["String", "Double", "String?", "[String]", "Date?", "[UUID]?"])
        #expect(fields[3].type.isArray && !fields[3].type.isOptional)
    }

    @Test("Commas separate entries too")
    func acceptsCommas() throws {
        #expect(try FieldSpec.parseList("a:Int,b:Bool").map(\.name) == ["a", "b"])
    }

    @Test(
        "Unknown types, bad names, duplicates and built-in names are refused",
        arguments: [
            "price:Float", "Price:Double", "name", "name:", "a:String a:Int", "id:UUID", "class:String", "x:[[Int]]",
            "my-name:String",
        ])
    func refusesBadEntries(spec: String) {
        #expect(throws: ScaffoldError.self) { try FieldSpec.parseList(spec) }
    }
}
