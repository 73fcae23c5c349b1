import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real transport: `URLSession`'s async `data(for:)`, on Linux through FoundationNetworking.
///
/// The request's `timeoutInterval`, which the gateway sets, bounds each attempt. The transport
/// enforces it itself (see ``send(_:)``), because FoundationNetworking truncates it to whole
/// seconds: there 0.4 s times out at once and 1.5 s after one second.
public struct URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// Sends through `session`; by default a fresh ephemeral session (no cookies, no cache).
    public init(session: URLSession = URLSession(configuration: .ephemeral)) {
        self.session = session
    }

    /// See ``HTTPTransport/send(_:)``. Races the load against the timeout and cancels the loser,
    /// so the answer is ``NetworkError/timedOut(after:)`` at the timeout, not at a rounded one.
    public func send(_ request: URLRequest) async throws(NetworkError) -> HTTPResponse {
        let timeout = request.timeoutInterval
        var widened = request
        // Leave URLSession's own timer a whole second beyond ours, so that ours decides.
        widened.timeoutInterval = timeout.rounded(.down) + 1
        let prepared = widened
        let session = session
        let outcome = await withTaskGroup(of: Result<HTTPResponse, NetworkError>.self) { group in
            group.addTask { await Self.load(prepared, with: session) }
            group.addTask {
                do {
                    try await Task.sleep(for: .milliseconds(Int64((timeout * 1000).rounded())))
                    return .failure(.timedOut(after: Self.duration(timeout)))
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

    private static func load(
        _ request: URLRequest, with session: URLSession
    ) async -> Result<HTTPResponse, NetworkError> {
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch let error as URLError {
            return .failure(classify(error, timeout: request.timeoutInterval))
        } catch is CancellationError {
            return .failure(.cancelled)
        } catch {
            return .failure(.transport(TransportFailure(code: .unknown, message: String(describing: error))))
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(.transport(TransportFailure(code: .badServerResponse, message: "the answer is not HTTP")))
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            headers[String(describing: name)] = String(describing: value)
        }
        return .success(HTTPResponse(status: http.statusCode, headers: headers, body: data))
    }

    /// The gateway error for a URL loading error: timeouts and cancellation get their own cases.
    static func classify(_ error: URLError, timeout: TimeInterval) -> NetworkError {
        switch error.code {
        case .timedOut: .timedOut(after: duration(timeout))
        case .cancelled: .cancelled
        default: .transport(TransportFailure(code: error.code, message: error.localizedDescription))
        }
    }

    private static func duration(_ seconds: TimeInterval) -> Duration {
        .milliseconds(Int64((seconds * 1000).rounded()))
    }
}
