import Data

/// Receives what a gateway does, for logs or metrics; the gateway never prints.
public protocol NetworkLogger: Sendable {
    /// Records one event. Called on the sending task, so it should return quickly.
    func log(_ event: NetworkEvent)
}

/// One step of sending a request.
public enum NetworkEvent: Sendable {
    /// Attempt `attempt` (1-based) of `method url` is about to be sent.
    case sending(method: HTTPMethod, url: String, attempt: Int)
    /// An answer arrived, of any status.
    case received(method: HTTPMethod, url: String, status: Int, bytes: Int, attempt: Int)
    /// The attempt failed with `error` and the request will be sent again after `delay`.
    case retrying(method: HTTPMethod, url: String, attempt: Int, delay: Duration, error: NetworkError)
    /// The request failed for good with `error`.
    case failed(method: HTTPMethod, url: String, attempts: Int, error: NetworkError)
}

/// Drops every event: the default.
public struct SilentNetworkLogger: NetworkLogger {
    /// Makes the logger.
    public init() {}

    /// Does nothing.
    public func log(_ event: NetworkEvent) {}
}
