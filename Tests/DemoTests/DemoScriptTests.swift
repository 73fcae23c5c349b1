import Foundation
import TestSupport
import Testing

/// `scripts/demo` as a newcomer meets it: the first run builds for a minute, and says so.
@Suite("scripts/demo")
struct DemoScriptTests {
    @Test("the first run says it is building on standard error; a later run builds quietly")
    func firstRunSaysItBuilds() async throws {
        // A copy of the script in a tree of its own, with a stand-in `swift` that "builds" a
        // demo that prints its arguments, so that nothing real is compiled.
        let folder = try TemporaryFolder()
        let root = folder.url
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("scripts/lib"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("bin"), withIntermediateDirectories: true)
        let repository = BuiltProducts.repositoryRoot
        for script in ["scripts/demo", "scripts/lib/ensure-sqlite"] {
            try manager.copyItem(at: repository.appendingPathComponent(script), to: root.appendingPathComponent(script))
        }
        let fakeSwift = """
            #!/bin/sh
            mkdir -p '\(root.path)/.build/debug'
            printf '#!/bin/sh\\necho "demo $*"\\n' > '\(root.path)/.build/debug/demo'
            chmod +x '\(root.path)/.build/debug/demo'
            """
        let swift = root.appendingPathComponent("bin/swift")
        try Data(fakeSwift.utf8).write(to: swift)
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        let path =
            root.appendingPathComponent("bin").path + ":"
            + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let script = "'\(root.appendingPathComponent("scripts/demo").path)' --version"

        let first = try await DemoProcess.shell(script, environment: ["PATH": path])
        let second = try await DemoProcess.shell(script, environment: ["PATH": path])

        #expect(first.status == 0)
        #expect(first.stderr == "building demo (first run only)...\n")
        #expect(first.stdout == "demo --version\n")
        #expect(second.stderr.isEmpty)
        #expect(second.stdout == "demo --version\n")
    }
}
