import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport: HTTP/1.1 over a plain TCP socket for `http` URLs, one connection per
/// request, on a thread of its own that sleeps in `poll(2)` until the socket is ready or the
/// attempt's deadline passes. `https` URLs go to `secure` (a ``URLSessionTransport`` by default).
///
/// Why not URLSession for plain HTTP: FoundationNetworking (Linux) keeps a libdispatch write
/// source on a socket after curl has stopped asking for one, so while a server is slow to answer
/// the always-writable socket wakes the process without pause (measured: 22 s of CPU in a 30 s
/// wait). Here waiting costs nothing, the timeout is one deadline for connect, send and receive,
/// and reading stops the moment a body passes its limit.
public struct SocketTransport: HTTPTransport {
    private let secure: (any HTTPTransport)?

    /// Sends `http` itself and `https` through `secure`, by default the process's shared
    /// ``URLSessionTransport`` (made on first use, so a process that never speaks https never
    /// makes a session).
    public init(secure: (any HTTPTransport)? = nil) {
        self.secure = secure
    }

    /// See ``HTTPTransport/send(_:maximumBodyBytes:)``. Cancelling the calling task shuts the
    /// socket down, which ends the exchange at once.
    public func send(_ request: URLRequest, maximumBodyBytes: Int) async throws(NetworkError) -> HTTPResponse {
        guard let url = request.url, url.scheme?.lowercased() == "http" else {
            return try await (secure ?? URLSessionTransport.shared).send(request, maximumBodyBytes: maximumBodyBytes)
        }
        let exchange: SocketExchange
        do {
            exchange = try SocketExchange(request: request, url: url, maximumBodyBytes: maximumBodyBytes)
        } catch {
            throw error.networkError(url: url.absoluteString, timeout: request.timeoutInterval, limit: maximumBodyBytes)
        }
        let socket = CancellableSocket()
        let answer = ExchangeAnswer()
        // Every wait on the socket ends at the deadline, but name resolution cannot be
        // interrupted: should it hang, this answers at the deadline and leaves the thread to end.
        let deadline = Duration.milliseconds(Int64((request.timeoutInterval * 1000).rounded()))
        let watchdog = Task {
            try await Task.sleep(for: deadline + .milliseconds(100))
            answer.resume(.failure(.timedOut(after: deadline, url: url.absoluteString)))
            socket.cancel()
        }
        defer { watchdog.cancel() }
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                answer.await(continuation)
                // The exchange blocks in poll(2), so it runs on a thread of its own, never on one
                // of the cooperative pool's (a 2-core machine has two).
                Thread.detachNewThread {
                    answer.resume(exchange.run(on: socket))
                }
            }
        } onCancel: {
            socket.cancel()
        }
        return try outcome.get()
    }
}
