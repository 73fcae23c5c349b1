import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real transport: `URLSession`'s async `data(for:)`, on Linux through FoundationNetworking.
///
/// Timeouts come from the request's `timeoutInterval`, which the gateway sets; both Darwin and
/// Linux report an expired one as `URLError.timedOut`.
public struct URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// Sends through `session`; by default a fresh ephemeral session (no cookies, no cache).
    public init(session: URLSession = URLSession(configuration: .ephemeral)) {
        self.session = session
    }

    /// See ``HTTPTransport/send(_:)``.
    public func send(_ request: URLRequest) async throws(NetworkError) -> HTTPResponse {
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch let error as URLError {
            throw Self.classify(error, timeout: request.timeoutInterval)
        } catch is CancellationError {
            throw .cancelled
        } catch {
            throw .transport(TransportFailure(code: .unknown, message: String(describing: error)))
        }
        guard let http = response as? HTTPURLResponse else {
            throw .transport(TransportFailure(code: .badServerResponse, message: "the answer is not HTTP"))
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            headers[String(describing: name)] = String(describing: value)
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: data)
    }

    /// The gateway error for a URL loading error: timeouts and cancellation get their own cases.
    static func classify(_ error: URLError, timeout: TimeInterval) -> NetworkError {
        switch error.code {
        case .timedOut: .timedOut(after: .milliseconds(Int64((timeout * 1000).rounded())))
        case .cancelled: .cancelled
        default: .transport(TransportFailure(code: error.code, message: error.localizedDescription))
        }
    }
}
