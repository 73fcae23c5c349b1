import Foundation
import Testing

@testable import ScaffoldKit

/// Hostile and mistyped input is refused with its documented exit code before anything is written.
@Suite("Refusals before rendering")
struct RefusalTests {
    @Test("Two fields whose derived names collide are refused, naming both")
    func collidingFields() {
        do {
            _ = try FieldSpec.parseList("fooID:String fooId:Int")
            Issue.record("fooID and fooId were both accepted")
        } catch {
            #expect(error.exitCode == 65)
            #expect(error.description.contains("'fooID'") && error.description.contains("'fooId'"))
            #expect(error.description.contains("foo_id"))
        }
    }

    @Test("A field whose column would be a built-in one is refused")
    func fieldCollidingWithBuiltIn() {
        #expect(throws: ScaffoldError.self) { try FieldSpec.parseList("createdAT:Int") }
    }

    @Test("An entity whose plural or variable name is a Swift keyword is refused", arguments: ["A", "I", "In"])
    func keywordDerivedNames(name: String) {
        #expect(throws: ScaffoldError.self) { try EntityName(name) }
    }

    @Test("This repository's own modules and public types are read from its code")
    func realProjectNames() throws {
        let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let fileSystem = DiskFileSystem(root: root)
        let workspace = try Workspace.load(fileSystem, environment: [:])
        let names = try ProjectNames.scan(fileSystem, folders: workspace.config.sourceFolders)
        for name in ["DataStore", "SQLiteStore", "ChangeSet", "Domain", "Composition", "ScaffoldKit"] {
            #expect(names.clash(for: name) != nil, "\(name) was not found")
        }
        #expect(names.clash(for: "Gadget") == nil)
    }
}
