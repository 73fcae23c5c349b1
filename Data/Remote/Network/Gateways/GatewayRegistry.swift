import Data
import Foundation

/// Every gateway of one server, by name, so that a data source (and the scaffold's
/// `--gateway NAME`) picks its gateway with ``subscript(_:)`` and nothing else changes.
public struct GatewayRegistry: Sendable {
    /// The todos and projects API.
    public let app: AppGateway
    /// The administration API.
    public let admin: AdminGateway

    /// The gateways of the server at `serverURL` (its root, e.g. `http://127.0.0.1:8080`): the
    /// app API below `/v1` with `settings`, the admin API below `/_admin` with `adminSettings`.
    public init(
        serverURL: URL,
        settings: NetworkSettings = NetworkSettings(),
        adminSettings: NetworkSettings = NetworkSettings(timeout: .seconds(5), retry: .never)
    ) {
        app = AppGateway(baseURL: serverURL.appendingPathComponent("v1"), settings: settings)
        admin = AdminGateway(baseURL: serverURL.appendingPathComponent("_admin"), settings: adminSettings)
    }

    /// The gateway called `name`.
    public subscript(_ name: GatewayName) -> any NetworkGateway {
        switch name {
        case .app: app
        case .admin: admin
        }
    }
}
