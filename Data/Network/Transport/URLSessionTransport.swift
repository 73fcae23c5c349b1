import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The transport for `https`: URLSession (on Linux through FoundationNetworking), with a delegate
/// that never follows a redirect (the gateway decides, see ``RedirectPolicy``) and cancels a body
/// the moment it passes its limit.
///
/// The request's `timeoutInterval`, which the gateway sets, bounds each attempt. The transport
/// enforces it itself (see ``send(_:maximumBodyBytes:)``), because FoundationNetworking truncates
/// it to whole seconds: there 0.4 s times out at once and 1.5 s after one second.
///
/// On Linux, waiting for a slow server through URLSession keeps a core busy (see
/// ``SocketTransport``, which serves plain `http` without it).
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let tasks = SessionTasks()

    /// One transport for the whole process: its session lives as long as the process does.
    public static let shared = URLSessionTransport()

    /// Sends through a session made from `configuration` (by default ephemeral: no cookies, no
    /// cache).
    public init(configuration: URLSessionConfiguration = .ephemeral) {
        session = URLSession(configuration: configuration, delegate: tasks, delegateQueue: nil)
    }

    /// See ``HTTPTransport/send(_:maximumBodyBytes:)``. Races the load against the timeout and
    /// cancels the loser, so the answer is ``NetworkError/timedOut(after:url:)`` at the timeout,
    /// not at a rounded one.
    public func send(_ request: URLRequest, maximumBodyBytes: Int) async throws(NetworkError) -> HTTPResponse {
        let timeout = request.timeoutInterval
        let url = request.url?.absoluteString ?? ""
        var widened = request
        // Leave URLSession's own timer a whole second beyond ours, so that ours decides.
        widened.timeoutInterval = timeout.rounded(.down) + 1
        let task = session.dataTask(with: widened)
        let tasks = tasks
        let limit = Duration.milliseconds(Int64((timeout * 1000).rounded()))
        let outcome = await withTaskGroup(of: Result<HTTPResponse, NetworkError>.self) { group in
            group.addTask { await tasks.run(task, url: url, limit: maximumBodyBytes, timeout: limit) }
            group.addTask {
                do {
                    try await Task.sleep(for: limit)
                    return .failure(.timedOut(after: limit, url: url))
                } catch {
                    return .failure(.cancelled)
                }
            }
            let first = await group.next() ?? .failure(.cancelled)
            group.cancelAll()
            return first
        }
        return try outcome.get()
    }
}
