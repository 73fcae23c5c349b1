import Data

/// Sends ``/Data/APIRequest``s to one API and decodes their responses: the seam between data sources
/// and HTTP. Each gateway has its own base URL, headers and settings; each data source picks the
/// gateway its API lives behind.
public protocol NetworkGateway: Sendable {
    /// The gateway's name in the ``GatewayRegistry``.
    var name: GatewayName { get }

    /// Sends `request` (retrying if it is idempotent and the failure transient) and returns its
    /// decoded response.
    func request<R: APIRequest>(_ request: R) async throws(NetworkError) -> R.Response
}
