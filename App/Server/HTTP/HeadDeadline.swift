import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps clients that send their request head slowly (slowloris) from starving the others.
///
/// The idle timeout alone does not: a client that sends one header line a second is never idle,
/// and 1,100 of them held every connection the server takes, so that health checks timed out
/// for 40 s. A connection waits for a head from when it opens, or from the end of its previous
/// request (keep-alive), until the head is whole; two rules bound that wait:
/// - a deadline: a head not whole within ``deadline`` has its connection cut off;
/// - a bound: at most ``maximumWaiting`` connections wait at once; one more cuts off the one that
///   has waited longest. A client that sends its head at once waits a few microseconds, so
///   trickling connections are the ones cut off, and complete requests keep being served.
///
/// Cutting off is `shutdown(2)` of the socket: libmicrohttpd then reads its end and closes it. The
/// library reports a connection closed before it closes the socket, so a socket shut down here,
/// under the lock, is never one reused by another connection.
final class HeadDeadline: Sendable {
    private struct Connection {
        let socket: Int32
        /// Since when it waits for a head; nil while a request is under way, or once cut off.
        var waitingSince: ContinuousClock.Instant?
    }

    /// How long a head may take, from the connection's start or its previous request's end.
    let deadline: Duration
    /// How many connections may wait for a head at once.
    let maximumWaiting: Int
    private let connections = Mutex<[Int: Connection]>([:])

    /// Starts the thread that cuts off connections past the deadline.
    init(deadline: Duration, maximumWaiting: Int) {
        self.deadline = deadline
        self.maximumWaiting = maximumWaiting
        let thread = Thread { [self] in enforceDeadlines() }
        thread.name = "head deadline"
        thread.start()
    }

    /// A connection (`key`, on `socket`) opened: it waits for its first head.
    func opened(_ key: Int, socket: Int32) {
        connections.withLock { connections in
            connections[key] = Connection(socket: socket, waitingSince: .now)
            let waiting = connections.filter { $0.value.waitingSince != nil }
            guard waiting.count > maximumWaiting,
                let longest = waiting.min(by: { ($0.value.waitingSince ?? .now) < ($1.value.waitingSince ?? .now) })
            else { return }
            Self.cutOff(longest.key, in: &connections)
        }
    }

    /// The connection's request head is whole.
    func headArrived(_ key: Int) {
        connections.withLock { $0[key]?.waitingSince = nil }
    }

    /// The connection's request is over; kept alive, it now waits for the next head.
    func requestEnded(_ key: Int) {
        connections.withLock { connections in
            guard connections[key] != nil else { return }
            connections[key]?.waitingSince = .now
        }
    }

    /// The library is about to close the connection's socket.
    func closed(_ key: Int) {
        connections.withLock { _ = $0.removeValue(forKey: key) }
    }

    private static func cutOff(_ key: Int, in connections: inout [Int: Connection]) {
        guard let socket = connections[key]?.socket else { return }
        connections[key]?.waitingSince = nil
        shutdown(socket, Int32(SHUT_RDWR))
    }

    /// Wakes at the earliest deadline (at least every second) and cuts off who passed it.
    private func enforceDeadlines() {
        while true {
            let nextCheck = connections.withLock { connections in
                let now = ContinuousClock.now
                for (key, connection) in connections {
                    if let since = connection.waitingSince, now - since >= deadline {
                        Self.cutOff(key, in: &connections)
                    }
                }
                let earliest = connections.values.compactMap(\.waitingSince).min().map { $0 + deadline }
                return min(earliest ?? now + .seconds(1), now + .seconds(1))
            }
            let pause = ContinuousClock.now.duration(to: nextCheck)
            if pause > .zero { Thread.sleep(forTimeInterval: pause / .seconds(1)) }
        }
    }
}
