import Foundation
import Testing

/// A record body with a member its collection does not have is 400 `invalid_field` naming it,
/// from the Swift server and the Python fixture alike. Nullable members may be left out, so a
/// misspelt one (`projectId` for `projectID`) was dropped without a word and the todo stored in
/// no project.
@Suite("servers refuse a member a record does not have with 400")
struct ServerRefusesUnknownMembersTests {
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
        let todo =
            #"{"id":"\#(UUID().uuidString)","title":"T","notes":"","isCompleted":false,"priority":"low","#
            + #""createdAt":1767225600000,"updatedAt":1767225600000"#
        let project = #"{"id":"\#(UUID().uuidString)","name":"P","createdAt":0,"updatedAt":0"#
        let refused = [
            ("todos", todo + #","projectId":"\#(UUID().uuidString)"}"#, "projectId"),
            ("todos", "[" + todo + #","due":1767312000000}]"#, "due"),
            ("projects", project + #","colour":"red"}"#, "colour"),
        ]
        for (collection, body, field) in refused {
            let answer = try await ServerPost.send(body, to: root, collection)
            #expect(answer.status == 400, "\(body): \(answer.error)")
            #expect(answer.error["code"] as? String == "invalid_field", "\(body): \(answer.error)")
            #expect(answer.error["field"] as? String == field, "\(body): \(answer.error)")
        }
        #expect(try await ServerPost.count(at: root) == #"{"count":0}"#)
        #expect(try await ServerPost.count(at: root, "projects") == #"{"count":0}"#)
        #expect(try await ServerPost.send(todo + "}", to: root, "todos").status == 201)
    }
}
