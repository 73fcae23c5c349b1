/// Every request's way through the server: `/_admin` to the administration, `/openapi.json` to
/// the document that describes the rest, `/v1` through the bearer token and the idempotency
/// cache to the entity's routes. Every failure on the way is an ``APIError`` answered in the one
/// error shape.
struct Router: RequestResponder {
    let routes: RouteTable
    let authorization: BearerAuthorization
    let idempotency: IdempotencyCache
    let administration: Administration
    let batch: BatchRoute
    let openAPI: OpenAPIDocument

    func respond(to request: HTTPRequest) async -> HTTPResponse {
        do {
            return try await route(request)
        } catch {
            return error.response
        }
    }

    /// 401 for a `/v1` request without the bearer token, on the head alone: its body is never
    /// read (40 clients sending 66 MB bodies without a token took the server to 3.69 GB).
    func refusal(of head: HTTPRequest) -> HTTPResponse? {
        guard head.path.utf8.starts(with: "/v1/".utf8) else { return nil }
        do {
            try authorization.check(head.authorization)
            return nil
        } catch {
            return error.response
        }
    }

    private func route(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
        let path = request.path
        if path == "/_admin" || path.utf8.starts(with: "/_admin/".utf8) {
            return try administration.respond(to: request, below: path.dropFirst("/_admin".count))
        }
        if path == OpenAPIDocument.path { return try openAPI.respond(to: request) }
        guard path.utf8.starts(with: "/v1/".utf8) else { throw .noRoute(request.method, path) }
        let below = path.dropFirst("/v1".count)
        try authorization.check(request.authorization)
        // The path's segments between slashes, empty ones left out (`/todos//x/` is `todos`, `x`),
        // split on bytes: split by `Character`, a slash followed by a combining mark is no slash.
        let segments = below.utf8.split(separator: UInt8(ascii: "/")).map(Substring.init)
        if segments == [Substring(BatchRoute.segment)] {
            return try await routeBatch(request)
        }
        guard let first = segments.first, let collection = routes.collections[String(first)] else {
            throw .noRoute(request.method, path)
        }
        let rest = segments.dropFirst()
        guard request.method == "POST", rest.isEmpty, let key = request.idempotencyKey else {
            return try await collection.respond(to: request, below: rest)
        }
        return try await idempotency.once(
            key: key, path: path, body: request.body, create: { await collection.create(request) },
            stillStored: confirmStored)
    }

    /// Refuses a replay of `outcome` once a record it stored has been deleted (409 `created_then_deleted`).
    private func confirmStored(_ outcome: CreateOutcome) async throws(APIError) {
        for (collection, ids) in outcome.stored {
            try await routes.collections[collection]?.confirmStored(ids)
        }
    }

    /// `POST /v1/batch`, which always carries an `Idempotency-Key`: a retried batch is answered
    /// with its first answer and never applied twice.
    private func routeBatch(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
        guard request.method == "POST" else {
            throw .methodNotAllowed(request.method, request.path, allowed: "POST")
        }
        guard let key = request.idempotencyKey else {
            throw APIError(
                status: 400, code: "missing_idempotency_key",
                message: "a batch needs an Idempotency-Key header: a new UUID per batch, the same on every retry")
        }
        return try await idempotency.once(
            key: key, path: request.path, body: request.body,
            create: {
                do throws(APIError) {
                    return try await batch.respond(to: request.body)
                } catch {
                    return CreateOutcome(response: error.response)
                }
            },
            stillStored: confirmStored)
    }
}
