import Foundation
import Testing

/// A REST client that POSTs a time that is not an ISO 8601 instant of the years 0001 to 9999 in
/// UTC is answered 400 `invalid_field` naming the field, by the Swift server and by the Python
/// fixture alike: nothing unstorable gets in for another client to trip over.
@Suite("servers refuse unstorable times with 400")
struct ServerRefusesUnstorableTimeTests {
    private static let cases: [(collection: String, field: String)] = [
        ("todos", "createdAt"), ("todos", "updatedAt"), ("todos", "due"), ("projects", "createdAt"),
        ("projects", "updatedAt"),
    ]

    /// Out of the storable years, a day the calendar does not have, a zone other than UTC, no
    /// zone, and milliseconds as a number (the format before the one wire format).
    private static let times = [
        #""10000-01-01T00:00:00.000Z""#, #""0000-12-31T23:59:59.999Z""#, #""2026-02-30T00:00:00.000Z""#,
        #""2026-01-01T00:00:00.000+01:00""#, #""2026-01-01T00:00:00.000""#, "1767225600000",
    ]

    @Test("both servers", arguments: ServerUnderTest.available)
    func refuses(_ kind: ServerUnderTest) async throws {
        try await kind.serve { root in
            for (collection, field) in Self.cases {
                for time in Self.times {
                    let answer = try await ServerPost.send(body(collection, field, time), to: root, collection)
                    let what = "\(collection).\(field) = \(time)"
                    ServerPost.expectRefusal(answer, code: "invalid_field", field: field, what)
                }
            }
            #expect(try await ServerPost.count(at: root) == #"{"count":0}"#)
        }
    }

    private func body(_ collection: String, _ field: String, _ time: String) -> String {
        let id = UUID().uuidString
        let stamp = #""2026-01-01T00:00:00.000Z""#
        let times = ["createdAt": stamp, "updatedAt": stamp, "due": "null"].merging([field: time]) { _, new in new }
        if collection == "projects" {
            return #"{"id":"\#(id)","name":"P","createdAt":\#(times["createdAt"] ?? ""),"#
                + #""updatedAt":\#(times["updatedAt"] ?? "")}"#
        }
        return #"{"id":"\#(id)","title":"T","notes":"","done":false,"priority":"low","#
            + #""due":\#(times["due"] ?? ""),"projectId":null,"#
            + #""createdAt":\#(times["createdAt"] ?? ""),"updatedAt":\#(times["updatedAt"] ?? "")}"#
    }
}
