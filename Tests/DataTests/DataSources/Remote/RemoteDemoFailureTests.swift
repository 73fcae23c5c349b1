import Data
import Domain
import Foundation
import RemoteStore
import Testing

/// What the `demo` says and returns when a server misbehaves (issue 12): the failure it is, by
/// its exit status, in a sentence that names the server.
@Suite("The demo's answer to a misbehaving server", .enabled(if: MeasuredDemo.isAvailable))
struct RemoteDemoFailureTests {
    @Test(
        "a create answered 302 fails (exit 1) naming the status and Location, and nothing is stored",
        .enabled(if: ReferenceServer.hostileIsAvailable, "the hostile double needs python3"))
    func redirectedCreateFails() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        let location = server.baseURL.appendingPathComponent("v1/todos").absoluteString
        try await server.inject(.redirect(to: location, method: .post))

        let run = try await MeasuredDemo.run(["--store", server.baseURL.absoluteString, "todo", "add", "Redirected"])

        #expect(run.status == 1 && !run.stdout.contains("Added"), "\(run.stdout)")
        #expect(run.stderr.contains("(302 to \(location))"), "\(run.stderr)")
        #expect(try await server.gateway().request(CountTodoRequest(filter: .all)).count == 0)
    }
}
