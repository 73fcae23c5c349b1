import Foundation
import Testing

/// A body whose object names a member twice has no one meaning (RFC 8259 leaves it to each reader;
/// Foundation's decoder keeps one value, Python's json the last), so the Swift server and the
/// Python fixture both answer 400 `invalid_field` naming it, and store nothing.
@Suite("servers refuse a member given twice with 400")
struct ServerRefusesRepeatedMembersTests {
    @Test("both servers", arguments: ServerUnderTest.available)
    func refuses(_ kind: ServerUnderTest) async throws {
        try await kind.serve { root in
            let todo = ServerPost.unclosedTodo()
            let repeats = [
                (#","title":"U"}"#, "title"), (#","t\u0069tle":"U"}"#, "title"), (#","priority":"high"}"#, "priority"),
            ]
            for (repeated, field) in repeats {
                let answer = try await ServerPost.send(todo + repeated, to: root, "todos")
                ServerPost.expectRefusal(answer, code: "invalid_field", field: field, repeated)
            }
            #expect(try await ServerPost.count(at: root) == #"{"count":0}"#)
        }
    }
}
