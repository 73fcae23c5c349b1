import Data
import RemoteStore
import Testing

// The fault-injecting double's administration endpoints (docs/REST.md, "Administration"), served
// by Tests/HostileServer only: defined here because only tests inject faults, and the
// product's requests are open to extension by the tests.

/// One fault for the next matching `/v1` requests.
struct Fault: Encodable, Sendable {
    var kind: String
    var count = 1
    var method: String?
    var path: String?
    var status: Int?
    var retryAfter: Int?
    var seconds: Double?
    var bytes: Int?
    var location: String?

    static func status(_ status: Int, retryAfter: Int? = nil, count: Int = 1, method: HTTPMethod? = nil) -> Fault {
        Fault(kind: "status", count: count, method: method?.rawValue, status: status, retryAfter: retryAfter)
    }

    static func delay(_ seconds: Double, count: Int = 1, method: HTTPMethod? = nil) -> Fault {
        Fault(kind: "delay", count: count, method: method?.rawValue, seconds: seconds)
    }

    static let malformed = Fault(kind: "malformed")
    static let huge = Fault(kind: "huge")
    static func drop(count: Int = 1) -> Fault { Fault(kind: "drop", count: count) }

    /// Answers `status` with `Location: location`.
    static func redirect(
        to location: String, status: Int = 302, count: Int = 1, method: HTTPMethod? = nil
    ) -> Fault {
        Fault(kind: "redirect", count: count, method: method?.rawValue, status: status, location: location)
    }

    /// Answers as usual, but in chunks (`Transfer-Encoding: chunked`).
    static let chunked = Fault(kind: "chunked")

    /// Answers 200 with a body that never ends.
    static let endless = Fault(kind: "endless")

    /// Handles the request (a create is stored), then hangs up without answering.
    static func lost(method: HTTPMethod? = nil) -> Fault { Fault(kind: "lost", method: method?.rawValue) }
}

/// `POST faults`.
struct InjectFaultsRequest: APIRequest {
    typealias Response = EmptyResponse
    struct Body: Encodable, Sendable { let faults: [Fault] }

    let faults: [Fault]
    var path: String { "faults" }
    var method: HTTPMethod { .post }
    var body: (any Encodable & Sendable)? { Body(faults: faults) }
}

/// `GET stats`: how many `/v1` requests arrived, faulted ones included.
struct RequestStatsRequest: APIRequest {
    struct Response: Decodable, Sendable {
        let total: Int
        let byMethod: [String: Int]
        /// How many connections those requests came on.
        let connections: Int
    }

    var path: String { "stats" }
    var method: HTTPMethod { .get }
}

extension ReferenceServer {
    /// Makes the next matching requests suffer `faults`.
    func inject(_ faults: Fault...) async throws {
        _ = try await admin.request(InjectFaultsRequest(faults: faults))
    }

    /// Expects that exactly `expected` requests reached `/v1`, retries included.
    func expectRequestCount(_ expected: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let stats = try await admin.request(RequestStatsRequest())
        #expect(stats.total == expected, "requests by method: \(stats.byMethod)", sourceLocation: sourceLocation)
    }

    /// How many `/v1` requests the server received.
    func requestCount() async throws -> Int {
        try await admin.request(RequestStatsRequest()).total
    }

    /// How many connections the `/v1` requests came on.
    func connectionCount() async throws -> Int {
        try await admin.request(RequestStatsRequest()).connections
    }
}
