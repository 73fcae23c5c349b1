import Foundation

/// A failure answered with the stable error body of docs/REST.md:
/// `{"error": {"code": "...", "message": "...", "field": "...", "id": "..."}}`.
struct APIError: Error, Sendable {
    /// The HTTP status.
    let status: Int
    /// A stable, machine-readable code, e.g. `not_found`.
    let code: String
    /// One sentence a person can act on.
    let message: String
    /// The field the error is about, when it is about one.
    var field: String? = nil
    /// The id the error is about, when it is about one (upper-case UUID).
    var id: String? = nil
    /// Extra headers, e.g. `Retry-After`.
    var headers: [(name: String, value: String)] = []

    /// The answer that reports it.
    var response: HTTPResponse {
        var response = HTTPResponse.json(
            status, encoding: ["error": ErrorBody(code: code, message: message, field: field, id: id)])
        response.headers.append(contentsOf: headers)
        return response
    }

    /// The object under `error`; `field` and `id` are left out when nil.
    private struct ErrorBody: Encodable {
        let code: String
        let message: String
        let field: String?
        let id: String?
    }

    /// 400 `invalid_query`: a query parameter that cannot be read.
    static func invalidQuery(_ field: String, _ message: String) -> APIError {
        APIError(status: 400, code: "invalid_query", message: message, field: field)
    }

    /// 400 `invalid_field`: a body field that is missing or of the wrong type.
    static func invalidField(_ field: String, _ message: String) -> APIError {
        APIError(status: 400, code: "invalid_field", message: message, field: field)
    }

    /// 404 `no_route`.
    static func noRoute(_ method: String, _ path: String) -> APIError {
        APIError(status: 404, code: "no_route", message: "no route for \(method) \(path); see docs/REST.md")
    }

    /// 405 `method_not_allowed`. Where GET is allowed, so is HEAD (the HTTP layer answers it).
    static func methodNotAllowed(_ method: String, _ path: String, allowed: String) -> APIError {
        let allowed = allowed.replacingOccurrences(of: "GET", with: "GET, HEAD")
        return APIError(
            status: 405, code: "method_not_allowed", message: "\(method) is not allowed on \(path); use \(allowed)",
            headers: [("Allow", allowed)])
    }
}
