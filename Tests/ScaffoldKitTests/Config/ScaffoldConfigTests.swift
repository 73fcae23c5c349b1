import Foundation
import Testing

@testable import ScaffoldKit

@Suite("scaffold.json")
struct ScaffoldConfigTests {
    private let defaults = ScaffoldConfig.defaults(projectName: "Sample", environment: ["USER": "ada"])

    @Test("Without a file every setting has a sensible default")
    func defaultsWithoutFile() throws {
        let workspace = try Workspace.load(
            MemoryFileSystem(["Package.swift": "name: \"Shop\""]), environment: ["USER": "ada"])
        #expect(workspace.config.project == "Shop")
        #expect(workspace.config.author == "ada")
        #expect(workspace.config.templates == "Templates")
        #expect(workspace.config.manifest == ".scaffold/manifest.json")
        #expect(workspace.config.gateways == ["default"])
        #expect(workspace.config.header.contains("//  Created by {{ author }} on {{ date }}."))
    }

    @Test("Keys in the file override the defaults; paths merge")
    func overrides() throws {
        let data = Data(#"{"author": "Grace", "gateways": ["main"], "paths": {"tests": "Specs"}}"#.utf8)
        let config = try ScaffoldConfig.load(from: data, over: defaults)
        #expect(config.author == "Grace")
        #expect(config.gateways == ["main"])
        #expect(config.paths["tests"] == "Specs")
        #expect(config.paths["domain"] == "Domain")
        #expect(config.project == "Sample")
    }

    @Test(
        "A misspelt key, a wrong type or bad JSON is refused",
        arguments: [
            #"{"autor": "x"}"#, #"{"gateways": "main"}"#, "{", "[]", #"{"gateways": []}"#,
        ])
    func refusesBadFiles(text: String) {
        #expect(throws: ScaffoldError.self) { try ScaffoldConfig.load(from: Data(text.utf8), over: defaults) }
    }

    @Test("Without 'stores', the kinds of store are the store targets that extend DataStore with a factory")
    func detectsStores() throws {
        let files = MemoryFileSystem([
            "Data/Core/Store/DataStore.swift": "public struct DataStore: Sendable {}\n",
            // A generated entity's extension in the core is not a kind of store.
            "Data/Core/Store/DataStore+Customer.swift": "extension DataStore {}\n",
            "Data/SQLite/DataStore+SQLite.swift": "extension DataStore {}\n",
            "Data/PostgreSQL/DataStore+PostgreSQL.swift": "extension DataStore {}\n",
            "Data/FileStore/DataStore+File.swift": "extension DataStore {}\n",
        ])
        #expect(
            try Workspace.load(files, environment: [:]).config.stores == ["memory", "file", "postgresql", "sqlite"])
        #expect(try Workspace.load(MemoryFileSystem(), environment: [:]).config.stores == ["memory"])
        files.files["scaffold.json"] = Data(#"{"stores": ["remote"]}"#.utf8)
        #expect(try Workspace.load(files, environment: [:]).config.stores == ["remote"])
    }
}
