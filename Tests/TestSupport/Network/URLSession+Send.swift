import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// `request`'s body and response, as `data(for:)` gives them, through a completion handler
    /// and with no cancellation handler. On Linux, `data(for:)` cancels its task from inside
    /// Swift's task-cancellation handler, which holds the task's status lock while
    /// `URLSessionTask.cancel` waits for the session's queue; that queue meanwhile waited for the
    /// same lock to resume the finished request, and the whole test run hung (seen under gdb).
    /// The request's own `timeoutInterval` bounds the wait instead.
    public func send(_ request: URLRequest) async throws -> (Data, URLResponse) {
        try await withCheckedThrowingContinuation { continuation in
            dataTask(with: request) { data, response, error in
                if let data, let response {
                    continuation.resume(returning: (data, response))
                } else {
                    continuation.resume(throwing: error ?? URLError(.badServerResponse))
                }
            }
            .resume()
        }
    }
}
