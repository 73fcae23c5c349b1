import Foundation
import TestSupport
import Testing

/// `scripts/demo` as a newcomer meets it: the first run builds for a minute, and says so.
@Suite("scripts/demo")
struct DemoScriptTests {
    @Test("the first run says it is building on standard error; a later run builds quietly")
    func firstRunSaysItBuilds() async throws {
        // A copy of the script in a tree of its own, with a stand-in `swift` that "builds" a
        // demo that prints its arguments, so that nothing real is compiled. The files are
        // written by the shell, not by this process: an executable this multi-threaded process
        // wrote could be held open by a child another test forks meanwhile (ETXTBSY).
        let folder = try TemporaryFolder()
        let root = folder.url.path
        let repository = BuiltProducts.repositoryRoot.path
        let setup = """
            mkdir -p '\(root)/scripts/lib' '\(root)/bin'
            cp '\(repository)/scripts/demo' '\(root)/scripts/demo'
            cp '\(repository)/scripts/lib/ensure-sqlite' '\(root)/scripts/lib/ensure-sqlite'
            printf '%s\\n' '#!/bin/sh' 'mkdir -p "$DEMO_ROOT/.build/debug"' \
                'printf "#!/bin/sh\\necho demo \\"\\$*\\"\\n" > "$DEMO_ROOT/.build/debug/demo"' \
                'chmod +x "$DEMO_ROOT/.build/debug/demo"' > '\(root)/bin/swift'
            chmod +x '\(root)/bin/swift'
            """
        let path = "\(root)/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let environment = ["PATH": path, "DEMO_ROOT": root]
        #expect(try await DemoProcess.shell(setup, environment: environment).status == 0)
        let script = "'\(root)/scripts/demo' --version"

        let first = try await DemoProcess.shell(script, environment: environment)
        let second = try await DemoProcess.shell(script, environment: environment)

        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr == "building demo (first run only)...\n")
        #expect(first.stdout == "demo --version\n")
        #expect(second.stderr.isEmpty)
        #expect(second.stdout == "demo --version\n")
    }
}
