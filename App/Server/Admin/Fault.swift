/// `POST /_admin/faults`'s body: `{"faults": [fault, ...]}`.
struct FaultRequest: Decodable {
    let faults: [Fault]
}

/// One fault for the next matching `/v1` requests (docs/REST.md, "Administration").
struct Fault: Decodable, Sendable {
    /// What the fault does.
    enum Kind: String, Decodable, Sendable {
        /// Answers `status` with an `injected_fault` error, and `Retry-After` when given.
        case status
        /// Sleeps `seconds`, then answers normally.
        case delay
        /// Answers 200 with a body that is not JSON.
        case malformed
        /// Answers 200 with a valid JSON string of `bytes` bytes.
        case huge
        /// Sends the headers and part of the promised body, then closes the connection.
        case drop
    }

    let kind: Kind
    var count: Int?
    let method: String?
    let path: String?
    let status: Int?
    let retryAfter: Int?
    let seconds: Double?
    let bytes: Int?

    /// Whether the fault applies to a request of `method` on `path` (below `/v1`).
    func matches(method: String, path: Substring) -> Bool {
        (self.method == nil || self.method == method) && path.hasPrefix(self.path ?? "")
    }

    /// The answer that replaces the normal one, or nil when the request then goes on (a delay).
    func suffer() async -> HTTPResponse? {
        switch kind {
        case .delay:
            try? await Task.sleep(for: .seconds(seconds ?? 1))
            return nil
        case .status:
            let status = status ?? 500
            var error = APIError(status: status, code: "injected_fault", message: "injected status \(status)")
            if let retryAfter { error.headers.append(("Retry-After", String(retryAfter))) }
            return error.response
        case .malformed:
            return .json(200, Array(#"{"id": "not finished", "title": [1, 2"#.utf8))
        case .huge:
            let size = max(2, bytes ?? 10 << 20)
            return .json(
                200, [UInt8(ascii: "\"")] + Array(repeating: UInt8(ascii: "x"), count: size - 2) + [UInt8(ascii: "\"")])
        case .drop:
            return HTTPResponse(
                status: 200, headers: [("Content-Type", "application/json")], body: .truncated(promised: 4096))
        }
    }
}
