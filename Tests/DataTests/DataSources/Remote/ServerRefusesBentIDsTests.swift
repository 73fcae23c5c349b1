import Foundation
import Testing

/// An id in a body is 36 characters, hex digits in groups of 8-4-4-4-12 (docs/REST.md, "Wire
/// format"); any other spelling of the same 128 bits is 400 `invalid_field` naming the field, from
/// the Swift server and the Python fixture alike, so that a client never finds its record under
/// an id other than the one it sent.
@Suite("servers refuse ids spelt any other way with 400")
struct ServerRefusesBentIDsTests {
    @Test("both servers", arguments: ServerUnderTest.available)
    func refuses(_ kind: ServerUnderTest) async throws {
        try await kind.serve { root in
            let digits = "0000000000004000800000000000000a"
            for id in [
                "{00000000-0000-4000-8000-00000000000a}", "urn:uuid:00000000-0000-4000-8000-00000000000a", digits,
                "+0000000-0000-4000-8000-00000000000a", " 0000000-0000-4000-8000-00000000000a",
            ] {
                let body =
                    #"{"id":"\#(id)","name":"P","createdAt":"1970-01-01T00:00:00.000Z","updatedAt":"1970-01-01T00:00:00.000Z"}"#
                let answer = try await ServerPost.send(body, to: root, "projects")
                ServerPost.expectRefusal(answer, code: "invalid_field", field: "id", id)
            }
            #expect(try await ServerPost.count(at: root, "projects") == #"{"count":0}"#)
        }
    }
}
