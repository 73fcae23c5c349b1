import Data
import Foundation
import RemoteStore
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that answers from a script, one answer per request, and records what was sent.
/// Each test makes its own, so tests running in parallel never share answers.
final class StubTransport: HTTPTransport {
    private let script: Mutex<[Result<HTTPResponse, NetworkError>]>
    private let sent = Mutex<[URLRequest]>([])

    /// Answers with `answers` in order; a request beyond them is a test failure.
    init(_ answers: [Result<HTTPResponse, NetworkError>]) {
        script = Mutex(answers)
    }

    /// Every request sent so far, in order.
    var requests: [URLRequest] { sent.withLock { $0 } }

    func send(_ request: URLRequest, maximumBodyBytes: Int) async throws(NetworkError) -> HTTPResponse {
        sent.withLock { $0.append(request) }
        let next = script.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        guard let next else {
            Issue.record(
                "the stub transport has no answer for \(request.httpMethod ?? "") \(request.url?.absoluteString ?? "")")
            throw .invalidRequest(reason: "no stubbed answer")
        }
        return try next.get()
    }
}

extension Result<HTTPResponse, NetworkError> {
    /// A JSON answer with `status`.
    static func json(_ status: Int, _ body: String, headers: [String: String] = [:]) -> Self {
        .success(HTTPResponse(status: status, headers: headers, body: Data(body.utf8)))
    }

    /// An error answer in the documented shape.
    static func error(_ status: Int, code: String, message: String = "refused", extra: String = "") -> Self {
        .json(status, #"{"error": {"code": "\#(code)", "message": "\#(message)"\#(extra)}}"#)
    }
}
