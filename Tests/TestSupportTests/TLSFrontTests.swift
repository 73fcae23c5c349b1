import Foundation
import TestSupport
import Testing

/// A TLS front is up only once nginx listens on its port itself: another test's front that
/// listens there already accepts connections too, and reaching it would share that test's server
/// (a duplicate project, a lookup that finds nothing).
@Suite(
    "A TLS front listens on its own port, never on one another front holds",
    .enabled(if: TLSFront.isAvailable, Comment(rawValue: TLSFront.unavailableReason)))
struct TLSFrontTests {
    @Test("a front asked for the port another front listens on fails, rather than reaching that front")
    func portHeldByAnotherFrontFails() async throws {
        let upstream = try #require(URL(string: "http://127.0.0.1:9"))
        let first = try await TLSFront(upstream: upstream)
        defer { first.stop() }
        let port = try #require(first.baseURL.port)
        await #expect(throws: TLSFixtureFailure.self) {
            let second = try await TLSFront(upstream: upstream, port: port)
            second.stop()
        }
    }
}
