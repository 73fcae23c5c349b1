import Foundation
import Testing

@testable import ScaffoldKit

@Suite("Fields whose REST query parameter every collection already reads are refused")
struct FieldQueryParameterNamesTests {
    @Test(
        "A field named after a query parameter of every collection, or the text search, is refused naming it",
        arguments: [
            ("order:String", "'order'"), ("select:Int", "'select'"), ("offset:Int", "'offset'"),
            ("idPrefix:String", "'idPrefix'"), ("page:Int?", "'page'"), ("cursor:String", "'cursor'"),
            ("text:Int", "'text'"),
        ])
    func refused(fields: String, parameter: String) {
        #expect {
            try FieldSpec.parseList(fields)
        } throws: { error in
            guard case .invalidFields(let message) = error as? ScaffoldError else { return false }
            return message.contains(parameter) && message.contains("REST query parameter")
        }
    }

    @Test("Two fields that would share a parameter are refused: rank's maximum and a field rankMax")
    func twoFieldsShareAParameter() {
        #expect(throws: ScaffoldError.self) {
            try FieldQueryParameterNames.check([FieldSpec.parse("rank:Int"), FieldSpec.parse("rankMax:[Int]")])
        }
    }

    @Test("Fields whose parameters are their own pass, and arrays have none")
    func accepted() throws {
        let fields = try FieldSpec.parseList("title:String due:Date? rank:Int tags:[String] ordered:Bool")
        #expect(
            fields.flatMap(FieldQueryParameterNames.parameters(of:)) == [
                "title", "titleContains", "due", "dueMin", "dueMax", "rank", "rankMin", "rankMax", "ordered",
            ])
    }

    @Test("Every parameter the server's collections read themselves is on the list")
    func listCoversTheServer() throws {
        let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(
            contentsOf: root.appending(path: "App/Server/Routing/QueryParameters.swift"), encoding: .utf8)
        var read: Set<String> = []
        for match in text.matches(of: /(?:self\[|integer\(|choice\()"([A-Za-z]+)"/) {
            read.insert(String(match.output.1))
        }
        #expect(read.isSuperset(of: ["order", "limit", "offset", "idPrefix"]), "the source was not read: \(read)")
        #expect(read.subtracting(FieldQueryParameterNames.collectionOwned).isEmpty)
    }
}
