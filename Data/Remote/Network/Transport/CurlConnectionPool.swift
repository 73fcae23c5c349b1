import Data
import Synchronization

/// The idle connections of one transport, so that the next request to the same server reuses
/// one (curl keeps it open, with its TLS session, unless the server closed it). A request takes
/// one or makes one; at most ``maximumIdle`` wait for the next request, each with its thread
/// asleep; the rest are closed when given back.
final class CurlConnectionPool: Sendable {
    /// Idle connections kept: enough for the few requests a client has in flight at once.
    static let maximumIdle = 4

    private let idle = Mutex<[CurlConnection]>([])

    /// An idle connection, or a new one.
    func take() -> CurlConnection {
        idle.withLock { $0.popLast() } ?? CurlConnection()
    }

    /// Keeps `connection` for the next request, unless enough are kept already.
    func giveBack(_ connection: CurlConnection) {
        idle.withLock { connections in
            if connections.count < Self.maximumIdle { connections.append(connection) }
        }
    }
}
