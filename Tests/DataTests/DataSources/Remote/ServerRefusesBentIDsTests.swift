import Foundation
import Testing

/// An id in a body is 36 characters, hex digits in groups of 8-4-4-4-12 (docs/REST.md, "Wire
/// format"); any other spelling of the same 128 bits is 400 `invalid_field` naming the field, from
/// the Swift server and the Python fixture alike, so that a client never finds its record under
/// an id other than the one it sent.
@Suite("servers refuse ids spelt any other way with 400")
struct ServerRefusesBentIDsTests {
    @Test("the Swift server")
    func swiftServer() async throws {
        let server = try await ReferenceServer.start()
        defer { server.stop() }
        try await expectRefusals(at: server.baseURL)
    }

    @Test("the Python fixture", .enabled(if: ReferenceServer.hostileIsAvailable, "the fixture needs python3"))
    func pythonFixture() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        try await expectRefusals(at: server.baseURL)
    }

    private func expectRefusals(at root: URL) async throws {
        let digits = "0000000000004000800000000000000a"
        for id in [
            "{00000000-0000-4000-8000-00000000000a}", "urn:uuid:00000000-0000-4000-8000-00000000000a", digits,
            "+0000000-0000-4000-8000-00000000000a", " 0000000-0000-4000-8000-00000000000a",
        ] {
            let body = #"{"id":"\#(id)","name":"P","createdAt":0,"updatedAt":0}"#
            let answer = try await ServerPost.send(body, to: root, "projects")
            #expect(answer.status == 400, "\(id): \(answer.error)")
            #expect(answer.error["code"] as? String == "invalid_field", "\(id): \(answer.error)")
            #expect(answer.error["field"] as? String == "id", "\(id): \(answer.error)")
        }
        #expect(try await ServerPost.count(at: root, "projects") == #"{"count":0}"#)
    }
}
