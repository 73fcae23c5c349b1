import Foundation
import Testing

/// A record body with a member its collection does not have is 400 `invalid_field` naming it,
/// from the Swift server and the Python fixture alike. Nullable members may be left out, so a
/// misspelt one (`projectId` for `projectID`) was dropped without a word and the todo stored in
/// no project.
@Suite("servers refuse a member a record does not have with 400")
struct ServerRefusesUnknownMembersTests {
    @Test("both servers", arguments: ServerUnderTest.available)
    func refuses(_ kind: ServerUnderTest) async throws {
        try await kind.serve { root in
            let todo = ServerPost.unclosedTodo()
            let project =
                #"{"id":"\#(UUID().uuidString)","name":"P","createdAt":"1970-01-01T00:00:00.000Z","updatedAt":"1970-01-01T00:00:00.000Z""#
            let refused = [
                ("todos", todo + #","projectId":"\#(UUID().uuidString)"}"#, "projectId"),
                ("todos", "[" + todo + #","due":"2026-01-02T00:00:00.000Z"}]"#, "due"),
                ("projects", project + #","colour":"red"}"#, "colour"),
            ]
            for (collection, body, field) in refused {
                let answer = try await ServerPost.send(body, to: root, collection)
                ServerPost.expectRefusal(answer, code: "invalid_field", field: field, body)
            }
            #expect(try await ServerPost.count(at: root) == #"{"count":0}"#)
            #expect(try await ServerPost.count(at: root, "projects") == #"{"count":0}"#)
            #expect(try await ServerPost.send(todo + "}", to: root, "todos").status == 201)
        }
    }
}
