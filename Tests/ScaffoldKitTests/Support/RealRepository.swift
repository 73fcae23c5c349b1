import Foundation

@testable import ScaffoldKit

extension Fixtures {
    /// This repository's own `scaffold.json`, `.swift-format`, its scaffold manifest (which records
    /// Project and Todo), every file under Templates/ and the files the template manifest's
    /// registrations edit or require, plus `extraPaths`, read into memory: what generating with
    /// the real templates reads, without touching the tree.
    static func realRepository(including extraPaths: [String] = []) throws -> MemoryFileSystem {
        let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        var files: [String: String] = [:]
        func add(_ path: String) throws {
            files[path] = try String(contentsOf: root.appending(path: path), encoding: .utf8)
        }
        for path in ["scaffold.json", ".swift-format", ".scaffold/manifest.json"] + extraPaths {
            try add(path)
        }
        let templates = root.appending(path: "Templates")
        for case let url as URL in FileManager.default.enumerator(at: templates, includingPropertiesForKeys: nil)
            ?? .init()
        where !url.hasDirectoryPath {
            try add("Templates/" + url.path.dropFirst(templates.path.count + 1))
        }
        let manifest = try JSONSerialization.jsonObject(with: Data((files["Templates/manifest.json"] ?? "").utf8))
        for list in ["files", "registrations"] {
            for entry in ((manifest as? [String: Any])?[list] as? [[String: Any]]) ?? [] {
                for key in ["file", "requires"] { if let path = entry[key] as? String { try add(path) } }
            }
        }
        return MemoryFileSystem(files)
    }
}
