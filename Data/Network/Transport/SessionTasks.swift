import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The delegate of a ``URLSessionTransport``'s session: collects each task's answer, refuses
/// every redirect, and cancels a task whose body passes its limit while it arrives.
final class SessionTasks: NSObject, URLSessionDataDelegate, Sendable {
    private struct Pending {
        let url: String
        let limit: Int
        let timeout: Duration
        var continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>?
        var body = Data()
        var failure: NetworkError?
    }

    private let pending = Mutex<[Int: Pending]>([:])

    /// Runs `task` to its end; cancelling the calling task cancels it.
    func run(
        _ task: URLSessionDataTask, url: String, limit: Int, timeout: Duration
    ) async -> Result<HTTPResponse, NetworkError> {
        let id = task.taskIdentifier
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                pending.withLock {
                    $0[id] = Pending(url: url, limit: limit, timeout: timeout, continuation: continuation)
                }
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let announced = response.expectedContentLength
        let refused = pending.withLock { tasks -> Bool in
            guard let task = tasks[dataTask.taskIdentifier], announced > Int64(task.limit) else { return false }
            tasks[dataTask.taskIdentifier]?.failure = .responseTooLarge(
                limit: task.limit, received: Int(clamping: announced), url: task.url)
            return true
        }
        completionHandler(refused ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let id = dataTask.taskIdentifier
        let overflowed = pending.withLock { tasks -> Bool in
            guard let limit = tasks[id]?.limit, tasks[id]?.failure == nil else { return false }
            // Appended in place: a copy of the task would copy the whole body at every chunk.
            tasks[id]?.body.append(data)
            let received = tasks[id]?.body.count ?? 0
            guard received > limit else { return false }
            let url = tasks[id]?.url ?? ""
            tasks[id]?.failure = .responseTooLarge(limit: limit, received: received, url: url)
            tasks[id]?.body = Data()
            return true
        }
        if overflowed { dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        // The redirect itself becomes the answer; the gateway's RedirectPolicy decides.
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let finished = pending.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        finished.continuation?.resume(returning: Self.outcome(finished, response: task.response, error: error))
    }

    private static func outcome(
        _ task: Pending, response: URLResponse?, error: (any Error)?
    ) -> Result<HTTPResponse, NetworkError> {
        if let failure = task.failure { return .failure(failure) }
        if let error = error as? URLError {
            return .failure(classify(error, url: task.url, timeout: task.timeout))
        }
        if let error {
            return .failure(.transport(TransportFailure(code: .unknown, message: "\(error)", url: task.url)))
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(
                .transport(TransportFailure(code: .badServerResponse, message: "the answer is not HTTP", url: task.url))
            )
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            headers[String(describing: name)] = String(describing: value)
        }
        return .success(HTTPResponse(status: http.statusCode, headers: headers, body: task.body))
    }

    /// The gateway error for a URL loading error: cancellation gets its own case.
    static func classify(_ error: URLError, url: String, timeout: Duration) -> NetworkError {
        switch error.code {
        case .cancelled: .cancelled
        case .timedOut: .timedOut(after: timeout, url: url)
        default: .transport(TransportFailure(code: error.code, message: error.localizedDescription, url: url))
        }
    }
}
