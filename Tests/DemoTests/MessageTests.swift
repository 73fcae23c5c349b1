import Foundation
import Testing

/// What `demo` says when something is wrong: the right thing named, nothing secret repeated,
/// no advice that fails when followed.
@Suite("demo messages")
struct MessageTests {
    let folder: TemporaryFolder
    let demo: DemoProcess

    init() throws {
        folder = try TemporaryFolder()
        demo = DemoProcess(dataHome: folder.url, extra: ["DEMO_STORE": "memory"])
    }

    @Test(
        "a PostgreSQL password is never printed, in a usage error, a connection error or a query parameter",
        arguments: [
            "postgres://u:secretpw@127.0.0.1:1/", "postgres://u:secretpw@127.0.0.1:1/db",
            "postgres://u@127.0.0.1:1/db?password=secretpw", "postgres://u@127.0.0.1:1/?sslmode=x&PassWord=secretpw",
            "postgresql://u:secretpw@127.0.0.1:1/db?sslpassword=secretpw",
        ])
    func postgreSQLPassword(url: String) async throws {
        let given = try await demo.run(["--store", url, "todo", "list"])
        let fromEnvironment = try await DemoProcess(dataHome: folder.url, extra: ["DEMO_STORE": url]).run([
            "todo", "list",
        ])

        for result in [given, fromEnvironment] {
            #expect(result.status != 0)
            #expect(!result.stderr.isEmpty)
            #expect(!result.stderr.contains("secretpw"), "\(result.stderr)")
        }
    }

    @Test("libpq's reason for a refused connection is said once")
    func postgreSQLReasonOnce() async throws {
        let result = try await demo.run(["--store", "postgres://u@127.0.0.1:1/db", "todo", "list"])
        #expect(result.status == 1)
        let reason = "port 1 failed"
        #expect(result.stderr.components(separatedBy: reason).count == 2, "\(result.stderr)")
    }

    @Test("--store \"\" is a usage error about the store, not the token")
    func emptyStore() async throws {
        let result = try await demo.run(["--store", "", "todo", "list"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("demo: error: invalid store \"\": it is empty"), "\(result.stderr)")
        #expect(!result.stderr.contains("token"))
    }

    @Test("todo add --project \"\" says a project needs a name, and suggests no command that fails")
    func emptyProject() async throws {
        let result = try await demo.run(["todo", "add", "x", "--project", ""])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(!result.stderr.contains("project add"), "\(result.stderr)")
        #expect(result.stderr.contains("--project"), "\(result.stderr)")
    }

    @Test("todo add without a title says what is missing in one plain sentence")
    func missingTitle() async throws {
        let result = try await demo.run(["todo", "add"])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "demo: error: missing TITLE: what to do; several words are joined into one title\n"),
            "\(result.stderr)")
    }

    @Test("export -o \"\" is a usage error naming the option")
    func emptyOutput() async throws {
        let result = try await demo.run(["export", "-o", ""])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--output"), "\(result.stderr)")
    }
}
