import Foundation
import Testing

@testable import ScaffoldKit

@Suite("swift format on generated files")
struct SwiftFormatRunnerTests {
    @Test("Badly indented Swift comes back formatted with the repository's configuration")
    func formatsWithConfiguration() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "scaffold-fmt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"version": 1, "indentation": {"spaces": 2}}"#.utf8).write(to: root.appending(path: ".swift-format"))
        let formatter = SwiftFormatRunner(root: root, runner: ProcessRunner())
        let result = try formatter.format(["A/B.swift": "struct B {\nvar x: Int\n}\n"])
        #expect(result == ["A/B.swift": "struct B {\n  var x: Int\n}\n"])
    }

    @Test("Swift that does not parse is refused with swift format's message")
    func refusesInvalidSwift() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "scaffold-fmt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"version": 1}"#.utf8).write(to: root.appending(path: ".swift-format"))
        let formatter = SwiftFormatRunner(root: root, runner: ProcessRunner())
        #expect(throws: ScaffoldError.self) { try formatter.format(["B.swift": "struct B {\n"]) }
    }
}
