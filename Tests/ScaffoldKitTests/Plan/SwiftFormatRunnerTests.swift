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
        let formatter = SwiftFormatRunner(root: root, runner: SpawnedCommandRunner())
        let result = try formatter.format(["A/B.swift": "struct B {\nvar x: Int\n}\n"])
        #expect(result == ["A/B.swift": "struct B {\n  var x: Int\n}\n"])
    }

    @Test("Swift that does not parse is refused with swift format's message")
    func refusesInvalidSwift() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "scaffold-fmt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"version": 1}"#.utf8).write(to: root.appending(path: ".swift-format"))
        let formatter = SwiftFormatRunner(root: root, runner: SpawnedCommandRunner())
        #expect(throws: ScaffoldError.self) { try formatter.format(["B.swift": "struct B {\n"]) }
    }

    @Test("A registration longer than the line length is wrapped as swift format would; a short one is kept")
    func wrapsLongEntries() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "scaffold-fmt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"version": 1, "lineLength": 60}"#.utf8).write(to: root.appending(path: ".swift-format"))
        let wrapper = EntryWrapper(
            lineLength: 60, formatter: SwiftFormatRunner(root: root, runner: SpawnedCommandRunner()))
        let short = "container.shared(A.self) { A() }"
        #expect(try wrapper.wrap(short, indentation: "        ") == short)
        let long = "container.shared((any SelftestGadgetRepositoryProtocol).self) { SelftestGadgetRepositoryImpl() }"
        let wrapped = try wrapper.wrap(long, indentation: "        ")
        #expect(wrapped.split(separator: "\n").count > 1)
        #expect(wrapped.hasPrefix("container.shared("))
        #expect(
            wrapped.split(separator: "\n").dropFirst().allSatisfy {
                $0.hasPrefix(" ") || $0.hasPrefix("}") || $0.hasPrefix(")")
            })
        #expect(EntryWrapper.lineLength(in: Data(#"{"lineLength": 120}"#.utf8)) == 120)
    }
}
