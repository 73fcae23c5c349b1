import Foundation

/// One call of an HTTP API, as a value: where it goes, how, with what, and what comes back.
///
/// A gateway sends any request with one generic method, so adding an endpoint is adding a type:
/// ```swift
/// let todo = try await gateway.request(GetTodoRequest(id: id))  // a TodoResponse
/// ```
/// Requests and responses are wire types: they stay in Data, and map to records and Domain values.
public protocol APIRequest: Sendable {
    /// What the server answers with on success, decoded from JSON.
    associatedtype Response: Decodable & Sendable

    /// The path below the gateway's base URL, without a leading slash, e.g. `todos/{id}`.
    var path: String { get }
    /// The HTTP method; only idempotent ones are retried.
    var method: HTTPMethod { get }
    /// The query string's items, in order; empty by default.
    var queryItems: [URLQueryItem] { get }
    /// The JSON body, if any; nil by default.
    var body: (any Encodable & Sendable)? { get }
    /// Headers of this request alone, added over the gateway's own; empty by default.
    var headers: [String: String] { get }
}

extension APIRequest {
    /// No query items.
    public var queryItems: [URLQueryItem] { [] }
    /// No body.
    public var body: (any Encodable & Sendable)? { nil }
    /// No extra headers.
    public var headers: [String: String] { [:] }
}
