/// The response of a request whose success has no body (`204 No Content`).
public struct EmptyResponse: Decodable, Sendable, Equatable {
    /// The empty response.
    public init() {}
}
