/// The gateways the app has, by name: `scaffold --gateway NAME` picks one of these for a new
/// entity's remote data source, and ``/RemoteStore/GatewayRegistry`` hands out each by its name.
public enum GatewayName: String, Sendable, CaseIterable, Hashable {
    /// The todos and projects API (`/v1`): ``/RemoteStore/AppGateway``.
    case app
    /// The server's administration API (`/_admin`): ``/RemoteStore/AdminGateway``.
    case admin
}
