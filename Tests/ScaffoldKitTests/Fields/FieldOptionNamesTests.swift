import Foundation
import Testing

@testable import ScaffoldKit

@Suite("Fields whose demo options another owner already has are refused")
struct FieldOptionNamesTests {
    @Test(
        "A field named after a demo option, or two fields giving the same option, is refused naming the option",
        arguments: [
            ("limit:Int", "--limit"), ("sort:String", "--sort"), ("json:Bool", "--json"), ("force:Bool", "--force"),
            ("store:String", "--store"), ("token:String", "--token"), ("noColor:Bool", "--no-color"),
            ("help:String", "--help"), ("version:Int", "--version"), ("search:String", "--search"),
            ("due:Date dueMin:Date", "--due-min"), ("label:String? labelNone:Bool", "--label-none"),
            ("title:String titleContains:String", "--title-contains"), ("rank:Double rankMax:Int", "--rank-max"),
        ])
    func refused(fields: String, option: String) {
        #expect {
            try FieldSpec.parseList(fields)
        } throws: { error in
            guard case .invalidFields(let message) = error as? ScaffoldError else { return false }
            return message.contains(option)
        }
    }

    @Test("The same clash is refused when --add-field brings it")
    func refusedWhenAdded() {
        #expect(throws: ScaffoldError.self) {
            try FieldSpec.checkDerivedNames([FieldSpec.parse("due:Date"), FieldSpec.parse("dueMax:Date?")])
        }
    }

    @Test("Fields whose options are their own pass, whatever their type")
    func accepted() throws {
        let fields = try FieldSpec.parseList("title:String due:Date? rank:Int tags:[String] limits:[Int] sorted:Bool")
        #expect(
            fields.flatMap(FieldOptionNames.options(of:)) == [
                "title", "title-contains", "due", "due-none", "due-min", "due-max", "rank", "rank-min", "rank-max",
                "tags", "limits", "sorted",
            ])
    }

    @Test("Every option the demo and the generated commands spell themselves is on the list")
    func listCoversTheDemo() throws {
        let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        var files = [root.appending(path: "App/Demo/Arguments/GlobalOptions.swift")]
        // The generated options' templates, and the commands every generated entity runs (written once).
        for folder in ["Templates/App/Demo/Commands/Entity", "App/Demo/Commands/Entity"] {
            files += try FileManager.default.contentsOfDirectory(
                at: root.appending(path: folder), includingPropertiesForKeys: nil)
        }
        var spelled: Set<String> = []
        var shared: Set<String> = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: /(?:flag|value)\(\s*"([a-z][a-z-]*)"/) {
                spelled.insert(String(match.output.1))
            }
            for match in text.matches(of: /CommandCatalog\.(\w+)/) { shared.insert(String(match.output.1)) }
        }
        // Options the generated commands take from the catalog by name, e.g. `CommandCatalog.json`.
        let catalog = try String(
            contentsOf: root.appending(path: "App/Demo/Arguments/CommandCatalog.swift"), encoding: .utf8)
        for match in catalog.matches(of: /static let (\w+) = OptionSpec\.(?:flag|value)\(\s*"([a-z-]+)"/)
        where shared.contains(String(match.output.1)) {
            spelled.insert(String(match.output.2))
        }
        #expect(
            spelled.isSuperset(of: ["store", "json", "sort", "limit", "force"]), "the sources were not read: \(spelled)"
        )
        #expect(
            spelled.subtracting(FieldOptionNames.demoOwned).isEmpty,
            "missing: \(spelled.subtracting(FieldOptionNames.demoOwned))")
    }
}
