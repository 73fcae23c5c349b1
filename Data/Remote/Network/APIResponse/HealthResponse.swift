import Data

/// The server's answer to a health check (the admin gateway's `GET health`).
public struct HealthResponse: Decodable, Sendable, Equatable {
    /// `ok` when the server can serve requests.
    public let status: String
    /// The version of the REST contract it speaks.
    public let version: Int
}
