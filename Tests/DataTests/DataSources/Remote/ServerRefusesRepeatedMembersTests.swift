import Foundation
import Testing

/// A body whose object names a member twice has no one meaning (RFC 8259 leaves it to each reader;
/// Foundation's decoder keeps one value, Python's json the last), so the Swift server and the
/// Python fixture both answer 400 `invalid_field` naming it, and store nothing.
@Suite("servers refuse a member given twice with 400")
struct ServerRefusesRepeatedMembersTests {
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
            + #""dueDate":null,"projectID":null,"createdAt":1767225600000,"updatedAt":1767225600000"#
        let repeats = [
            (#","title":"U"}"#, "title"), (#","t\u0069tle":"U"}"#, "title"), (#","priority":"high"}"#, "priority"),
        ]
        for (repeated, field) in repeats {
            let answer = try await ServerPost.send(todo + repeated, to: root, "todos")
            #expect(answer.status == 400, "\(repeated): \(answer.error)")
            #expect(answer.error["code"] as? String == "invalid_field", "\(repeated): \(answer.error)")
            #expect(answer.error["field"] as? String == field, "\(repeated): \(answer.error)")
        }
        #expect(try await ServerPost.count(at: root) == #"{"count":0}"#)
    }
}
