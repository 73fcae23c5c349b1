import Foundation

/// One gateway's identity and settings: which API it talks to, and how.
public struct GatewayConfiguration: Sendable {
    /// Which gateway this configures.
    public var name: GatewayName
    /// The URL every request path is resolved against, e.g. `http://127.0.0.1:8080/v1`.
    public var baseURL: URL
    /// Headers, timeout, retries, hooks and transport.
    public var settings: NetworkSettings

    /// Makes a configuration.
    public init(name: GatewayName, baseURL: URL, settings: NetworkSettings = NetworkSettings()) {
        self.name = name
        self.baseURL = baseURL
        self.settings = settings
    }
}
