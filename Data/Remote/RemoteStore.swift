import Data
import Foundation

/// A server reached over HTTP (docs/REST.md): its gateways, and the change broadcasters its
/// tables share, so that every write through this store is seen by every observer of it.
///
/// Changes made by other clients of the server are not seen: the contract has no push channel.
final class RemoteStore: Sendable {
    let gateways: GatewayRegistry
    /// Each table's change sets.
    let changes = ChangeHub()

    init(gateways: GatewayRegistry) {
        self.gateways = gateways
    }

    deinit {
        changes.finish()
    }
}
