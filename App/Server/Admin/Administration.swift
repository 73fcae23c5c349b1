/// The routes below `/_admin` (docs/REST.md, "Administration"), never authorized: `GET /health`,
/// which a load balancer or a script asks whether the server is up. The statistics, reset and
/// faults that the client's fault tests need are the Python fixture's (Tests/HostileServer), a
/// test double: the product holds nothing that only tests call.
struct Administration: Sendable {
    func respond(to request: HTTPRequest, below path: Substring) throws(APIError) -> HTTPResponse {
        guard path == "/health" else { throw .noRoute(request.method, request.path) }
        guard request.method == "GET" else {
            throw .methodNotAllowed(request.method, request.path, allowed: "GET")
        }
        return .json(200, Self.healthy)
    }

    /// The health answer, the same every time.
    private static let healthy = Array(#"{"status":"ok","version":1}"#.utf8)
}
