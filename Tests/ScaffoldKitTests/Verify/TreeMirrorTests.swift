import Foundation
import Testing

@testable import ScaffoldKit

@Suite("The verification copy of the tree")
struct TreeMirrorTests {
    @Test("Syncing copies new and changed files, deletes removed ones, and skips build products and git")
    func syncs() throws {
        let base = FileManager.default.temporaryDirectory.appending(path: "scaffold-mirror-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let source = base.appending(path: "source")
        let copy = base.appending(path: "copy")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        let tree = DiskFileSystem(root: source)
        _ = try tree.write(Data("a".utf8), to: "A.swift")
        _ = try tree.write(Data("b".utf8), to: "Deep/B.swift")
        _ = try tree.write(Data("built".utf8), to: ".build/debug/x")
        _ = try tree.write(Data("git".utf8), to: ".git/HEAD")
        let mirror = TreeMirror(source: source, destination: copy)
        try mirror.sync()
        #expect(mirror.files(under: copy) == ["A.swift", "Deep/B.swift"])
        #expect(mirror.differences().isEmpty)

        _ = try tree.write(Data("a2".utf8), to: "A.swift")
        try tree.remove("Deep/B.swift")
        _ = try DiskFileSystem(root: copy).write(Data("stale".utf8), to: "Generated.swift")
        #expect(mirror.differences() == ["A.swift", "Deep/B.swift", "Generated.swift"])
        try mirror.sync()
        #expect(mirror.differences().isEmpty)
        #expect(try DiskFileSystem(root: copy).readText("A.swift") == "a2")
    }
}
