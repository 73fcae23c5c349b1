import Foundation

/// A server reached over HTTP (docs/REST.md): its gateways, and the change broadcasters its data
/// sources share, so that every writer through this store is seen by every observer of it.
///
/// Changes made by other clients of the server are not seen: the contract has no push channel.
final class RemoteStore: Sendable {
    let gateways: GatewayRegistry
    let todoChanges = ChangeBroadcaster()
    let projectChanges = ChangeBroadcaster()
    /// Shared state of entities generated after this store was written.
    let entitySlots = EntitySlots()

    init(gateways: GatewayRegistry) {
        self.gateways = gateways
    }

    deinit {
        todoChanges.finish()
        projectChanges.finish()
    }
}
