import Data
import Foundation

/// One gateway's identity and settings: which API it talks to, and how. Internal: callers pick a
/// gateway by type or by ``/Data/GatewayName`` and hand it ``NetworkSettings``.
struct GatewayConfiguration: Sendable {
    /// Which gateway this configures.
    var name: GatewayName
    /// The URL every request path is resolved against, e.g. `http://127.0.0.1:8080/v1`.
    var baseURL: URL
    /// Headers, timeout, retries, hooks and transport.
    var settings: NetworkSettings
}
