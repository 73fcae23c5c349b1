/// The gateways the app has, by name: `scaffold --gateway NAME` picks one of these for a new
/// entity's remote data source, and the remote store sends its requests through the one named.
public enum GatewayName: String, Sendable, CaseIterable, Hashable {
    /// The todos and projects API (`/v1`): ``/RemoteStore/AppGateway``.
    case app
}
