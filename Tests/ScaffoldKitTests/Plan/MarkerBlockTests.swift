import Foundation
import Testing

@testable import ScaffoldKit

@Suite("Registrations between marker comments")
struct MarkerBlockTests {
    private let text = Fixtures.assembly

    @Test("A new line goes at the block's end, with the block's indentation: entities in the order generated")
    func insertsAtTheEnd() throws {
        let result = try MarkerBlock.inserting(
            "register(Product.self)", marker: "repositories", into: text, file: "A.swift")
        #expect(result.contains("        register(Todo.self)\n        register(Product.self)\n        // scaffold:"))
    }

    @Test("A line that replaces the entity's earlier one takes its place, so the order is kept")
    func replacesInPlace() throws {
        let result = try MarkerBlock.inserting(
            "register(Project.self, named: true)", marker: "repositories", into: text, file: "A.swift",
            replacing: "register(Project.self)")
        #expect(result.contains("begin\n        register(Project.self, named: true)\n        register(Todo.self)\n"))
        #expect(!result.contains("register(Project.self)\n"))
    }

    @Test("Entries moved to the end keep their own order; entries not in the block are ignored")
    func movesToTheEnd() throws {
        let three = try MarkerBlock.inserting(
            "register(Product.self)", marker: "repositories", into: text, file: "A.swift")
        let moved = try MarkerBlock.movingToEnd(
            ["register(Todo.self)", "register(Missing.self)", "register(Project.self)"], marker: "repositories",
            in: three, file: "A.swift")
        #expect(
            moved.contains(
                "begin\n        register(Product.self)\n        register(Project.self)\n        register(Todo.self)\n"))
        #expect(try MarkerBlock.position(of: "register(Todo.self)", marker: "repositories", in: moved, file: "A") == 5)
    }

    @Test("Inserting a line already there changes nothing")
    func idempotent() throws {
        let once = try MarkerBlock.inserting(
            "register(Product.self)", marker: "repositories", into: text, file: "A.swift")
        #expect(
            try MarkerBlock.inserting("register(Product.self)", marker: "repositories", into: once, file: "A.swift")
                == once)
    }

    @Test("Removing undoes inserting exactly")
    func removeUndoesInsert() throws {
        let added = try MarkerBlock.inserting(
            "register(Zebra.self)", marker: "repositories", into: text, file: "A.swift")
        #expect(
            try MarkerBlock.removing("register(Zebra.self)", marker: "repositories", from: added, file: "A.swift")
                == text)
    }

    @Test("A JSON block between x-scaffold members takes entries the same way, and stays valid JSON")
    func jsonBlock() throws {
        let json = """
            {
              "paths": {
                "/v1/todos": {},
                "x-scaffold-openapi-paths-begin": {},
                "x-scaffold-openapi-paths-end": {}
              }
            }
            """
        let added = try MarkerBlock.inserting(
            #""/v1/products": {"get": {}},"#, marker: "openapi-paths", into: json, file: "openapi.json")

        #expect(added.contains("    \"x-scaffold-openapi-paths-begin\": {},\n    \"/v1/products\": {\"get\": {}},\n"))
        #expect(try JSONSerialization.jsonObject(with: Data(added.utf8)) is [String: Any])
        #expect(
            try MarkerBlock.removing(#""/v1/products": {"get": {}},"#, marker: "openapi-paths", from: added, file: "o")
                == json)
    }

    @Test("A file without the markers is refused, naming file and marker")
    func missingMarkers() {
        #expect(throws: ScaffoldError.markerMissing(file: "A.swift", marker: "repositories")) {
            try MarkerBlock.inserting("x", marker: "repositories", into: "no markers\n", file: "A.swift")
        }
    }

    @Test("A wrapped entry goes in whole, is found again, and comes out whole")
    func multiLineEntries() throws {
        let entry = "register(Alpha.self) {\n    build()\n}"
        let added = try MarkerBlock.inserting(entry, marker: "repositories", into: text, file: "A.swift")
        #expect(
            added.contains(
                "        register(Todo.self)\n        register(Alpha.self) {\n            build()\n        }\n        // scaffold:"
            ))
        #expect(try MarkerBlock.inserting(entry, marker: "repositories", into: added, file: "A.swift") == added)
        let both = try MarkerBlock.inserting(
            "register(Beta.self)", marker: "repositories", into: added, file: "A.swift")
        #expect(both.contains("        }\n        register(Beta.self)\n        // scaffold:"))
        let removed = try MarkerBlock.removing(entry, marker: "repositories", from: both, file: "A.swift")
        #expect(
            try MarkerBlock.removing("register(Beta.self)", marker: "repositories", from: removed, file: "A.swift")
                == text)
    }
}
