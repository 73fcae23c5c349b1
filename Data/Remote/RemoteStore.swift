import Data
import Foundation

/// A server reached over HTTP (docs/REST.md): its gateway, and the change broadcaster its
/// tables share, so that every write through this store is seen by every observer of it.
///
/// Changes made by other clients of the server are not seen: the contract has no push channel.
final class RemoteStore: Sendable {
    private let app: AppGateway
    /// Each table's change sets.
    let changes = ChangeBroadcaster()

    init(gateway: AppGateway) {
        app = gateway
    }

    deinit {
        changes.finish()
    }

    /// The gateway called `name`: where an entity's requests go (its schema's `gateway`).
    func gateway(_ name: GatewayName) -> AppGateway {
        switch name {
        case .app: app
        }
    }
}
