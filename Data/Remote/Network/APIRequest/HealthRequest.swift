import Data

/// Asks the server whether it can serve (admin gateway): `GET health`.
public struct HealthRequest: APIRequest {
    /// See ``HealthResponse``.
    public typealias Response = HealthResponse

    /// Makes the request.
    public init() {}

    /// `health`.
    public var path: String { "health" }
    /// `GET`.
    public var method: HTTPMethod { .get }
}
