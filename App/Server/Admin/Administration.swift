/// The routes below `/_admin` (docs/REST.md, "Administration"), never faulted, never authorized.
/// `GET /health` is always served; `stats`, `reset` and `faults` only with `--test-admin`, since
/// they let any client empty the store or break the server on purpose.
struct Administration: Sendable {
    /// Whether the test-only endpoints are served.
    let testEndpoints: Bool
    /// The faults queued for `/v1` requests, and their statistics.
    let faults: FaultInjection
    /// The idempotency cache, cleared by `reset`.
    let idempotency: IdempotencyCache

    func respond(
        to request: HTTPRequest, below path: Substring, routes: RouteTable
    ) async throws(APIError) -> HTTPResponse {
        switch (request.method, path) {
        case ("GET", "/health"):
            return .json(200, encoding: HealthAnswer(status: "ok", version: 1))
        case (_, "/stats"), (_, "/reset"), (_, "/faults"):
            guard testEndpoints else {
                throw APIError(
                    status: 404, code: "no_route",
                    message: "\(request.path) is served only when the server runs with --test-admin")
            }
            return try await testEndpoint(request, path, routes: routes)
        default:
            throw .noRoute(request.method, request.path)
        }
    }

    private func testEndpoint(
        _ request: HTTPRequest, _ path: Substring, routes: RouteTable
    ) async throws(APIError) -> HTTPResponse {
        switch (request.method, path) {
        case ("GET", "/stats"):
            let stats = faults.statistics()
            return .json(200, encoding: StatisticsAnswer(total: stats.total, byMethod: stats.byMethod))
        case ("POST", "/reset"):
            // Dependents first: todos before the projects they belong to.
            for collection in routes.ordered.reversed() {
                try await collection.removeAll()
            }
            faults.removeAll()
            await idempotency.removeAll()
            return .empty(204)
        case ("POST", "/faults"):
            try faults.add(BodyDecoding.object(FaultRequest.self, from: request.body, describedAs: "faults").faults)
            return .empty(204)
        default:
            throw .methodNotAllowed(request.method, request.path, allowed: path == "/stats" ? "GET" : "POST")
        }
    }
}

/// The answer to `GET /_admin/health`.
private struct HealthAnswer: Encodable {
    let status: String
    let version: Int
}

/// The answer to `GET /_admin/stats`: requests in all, and by method.
private struct StatisticsAnswer: Encodable {
    let total: Int
    let byMethod: [String: Int]
}
