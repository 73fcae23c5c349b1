import Foundation
import Testing

/// A REST client that POSTs a time outside the years 0001 to 9999 is answered 400 `invalid_field`
/// naming the field, by the Swift server and by the Python fixture alike: nothing unstorable gets
/// in for another client to trip over.
@Suite("servers refuse unstorable times with 400")
struct ServerRefusesUnstorableTimeTests {
    private static let cases: [(collection: String, field: String)] = [
        ("todos", "createdAt"), ("todos", "updatedAt"), ("todos", "dueDate"), ("projects", "createdAt"),
        ("projects", "updatedAt"),
    ]

    @Test("both servers", arguments: ServerUnderTest.available)
    func refuses(_ kind: ServerUnderTest) async throws {
        try await kind.serve { root in
            for (collection, field) in Self.cases {
                for milliseconds in ["9223372036854775807", "-9223372036854775808", "253402300800000"] {
                    let answer = try await ServerPost.send(body(collection, field, milliseconds), to: root, collection)
                    let what = "\(collection).\(field) = \(milliseconds)"
                    ServerPost.expectRefusal(answer, code: "invalid_field", field: field, what)
                }
            }
            #expect(try await ServerPost.count(at: root) == #"{"count":0}"#)
        }
    }

    private func body(_ collection: String, _ field: String, _ milliseconds: String) -> String {
        let id = UUID().uuidString
        let times = ["createdAt": "1767225600000", "updatedAt": "1767225600000", "dueDate": "null"]
            .merging([field: milliseconds]) { _, new in new }
        if collection == "projects" {
            return #"{"id":"\#(id)","name":"P","createdAt":\#(times["createdAt"] ?? ""),"#
                + #""updatedAt":\#(times["updatedAt"] ?? "")}"#
        }
        return #"{"id":"\#(id)","title":"T","notes":"","isCompleted":false,"priority":"low","#
            + #""dueDate":\#(times["dueDate"] ?? ""),"projectID":null,"#
            + #""createdAt":\#(times["createdAt"] ?? ""),"updatedAt":\#(times["updatedAt"] ?? "")}"#
    }
}
