import Testing

@testable import Presentation

@Suite("--json output: empty collections on one line, wherever they are")
struct JSONTextPrettyTests {
    struct Item: Encodable {
        let name: String
        let tags: [String]
        let labels: [String: String]
    }

    @Test("an empty array or object inside a value is written [] or {}, not over three lines")
    func nestedEmptyCollections() {
        let text = JSONText.pretty([Item(name: "a [\n] b", tags: [], labels: [:])])
        #expect(
            text == """
                [
                  {
                    "labels" : {},
                    "name" : "a [\\n] b",
                    "tags" : []
                  }
                ]

                """)
    }

    @Test("a top-level empty array is [] and other values keep their indentation")
    func topLevel() {
        #expect(JSONText.pretty([Item]()) == "[]\n")
        #expect(JSONText.pretty(["x": ["y"]]) == "{\n  \"x\" : [\n    \"y\"\n  ]\n}\n")
    }
}
