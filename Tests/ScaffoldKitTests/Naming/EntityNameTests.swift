import Testing

@testable import ScaffoldKit

@Suite("Entity names")
struct EntityNameTests {
    @Test("UpperCamelCase names are accepted with their plurals")
    func acceptsGoodNames() throws {
        #expect(try EntityName("Product").plural == "Products")
        #expect(try EntityName("Category").plural == "Categories")
        #expect(try EntityName("APIKey").plural == "APIKeys")
    }

    @Test(
        "Standard-library, Foundation and keyword clashes are refused",
        arguments: [
            "Task", "Data", "Result", "Error", "URL", "Date", "String", "Set", "UUID", "Self", "Protocol", "NSThing",
        ]
    )
    func refusesClashes(name: String) {
        #expect(throws: ScaffoldError.self) { try EntityName(name) }
    }

    // A generated entity named Comment compiled, and its generated tests did not: they import
    // Testing, whose Comment made every use of the entity's name ambiguous (46 errors).
    @Test("Swift Testing's type names are refused, since every generated test imports Testing")
    func refusesTestingNames() {
        #expect(
            throws: ScaffoldError.invalidName(
                "Comment", reason: "'Comment' clashes with Swift Testing's Comment, which the generated tests import")
        ) {
            try EntityName("Comment")
        }
        for name in ["Tag", "Issue", "Bug", "Attachment", "Confirmation", "Trait", "Test"] {
            #expect(throws: ScaffoldError.self, "\(name)") { try EntityName(name) }
        }
    }

    @Test("A name whose variable would be a keyword is refused, with that reason")
    func refusesKeywordVariable() {
        #expect(throws: ScaffoldError.invalidName("Default", reason: "its variable name 'default' is a Swift keyword"))
        {
            try EntityName("Default")
        }
    }

    @Test("Path separators and dots are refused", arguments: ["../Evil", "Foo/Bar", "Foo.Bar", "Foo\\Bar"])
    func refusesPaths(name: String) {
        #expect(throws: ScaffoldError.invalidName(name, reason: "the entity name contains a path separator or a dot")) {
            try EntityName(name)
        }
    }

    @Test("A lower-case name is refused with a suggestion")
    func suggestsUpperCamel() {
        #expect(throws: ScaffoldError.self) { try EntityName("product") }
        do {
            _ = try EntityName("api_key")
            Issue.record("api_key was accepted")
        } catch {
            #expect(error.description.contains("did you mean 'APIKey'?"))
        }
    }

    @Test("An uncountable name needs --plural, and --plural is checked and used")
    func pluralOverride() throws {
        #expect(throws: ScaffoldError.self) { try EntityName("Equipment") }
        #expect(try EntityName("Equipment", plural: "EquipmentItems").plural == "EquipmentItems")
        #expect(try EntityName("Cactus", plural: "Cactuses").plural == "Cactuses")
        #expect(throws: ScaffoldError.self) { try EntityName("Product", plural: "Product") }
        #expect(throws: ScaffoldError.self) { try EntityName("Product", plural: "bad/plural") }
    }
}
