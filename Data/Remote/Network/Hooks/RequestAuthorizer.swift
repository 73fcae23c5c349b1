import Data

/// Adds credentials to every request a gateway sends, e.g. a bearer token from configuration,
/// or a token fetched and refreshed elsewhere.
public protocol RequestAuthorizer: Sendable {
    /// The headers that authorize the next request; thrown errors stop it from being sent.
    func authorizationHeaders() async throws(NetworkError) -> [String: String]
}

/// Sends a fixed token as `Authorization: Bearer <token>`.
public struct BearerTokenAuthorizer: RequestAuthorizer {
    private let token: String

    /// Authorizes with `token`.
    public init(token: String) {
        self.token = token
    }

    /// See ``RequestAuthorizer/authorizationHeaders()``.
    public func authorizationHeaders() async throws(NetworkError) -> [String: String] {
        ["Authorization": "Bearer \(token)"]
    }
}
