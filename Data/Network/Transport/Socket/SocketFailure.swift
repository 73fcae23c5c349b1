import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What went wrong in one socket exchange, before it is told as a ``NetworkError`` with the URL.
enum SocketFailure: Error {
    /// Nothing listens there (ECONNREFUSED).
    case refused
    /// The host name did not resolve; `reason` is the resolver's.
    case unknownHost(host: String, reason: String)
    /// The deadline passed.
    case timedOut
    /// The calling task was cancelled.
    case cancelled
    /// The server closed the connection before the answer was complete.
    case closedEarly(String)
    /// The bytes that came back are not an HTTP/1.x answer.
    case malformed(String)
    /// The body passed the limit after `received` bytes (or announced that many).
    case tooLarge(received: Int)
    /// The request cannot be written as HTTP/1.1 (e.g. a line break in a header).
    case invalidRequest(String)
    /// A system call failed with `errno`.
    case system(call: String, errno: Int32)

    /// The gateway's error for this failure of a request to `url`.
    func networkError(url: String, timeout: TimeInterval, limit: Int) -> NetworkError {
        switch self {
        case .refused:
            .transport(TransportFailure(code: .cannotConnectToHost, message: "connection refused", url: url))
        case .unknownHost(_, let reason):
            .transport(TransportFailure(code: .cannotFindHost, message: reason, url: url))
        case .timedOut:
            .timedOut(after: .milliseconds(Int64((timeout * 1000).rounded())), url: url)
        case .cancelled:
            .cancelled
        case .closedEarly(let detail):
            .transport(TransportFailure(code: .networkConnectionLost, message: detail, url: url))
        case .malformed(let detail):
            .transport(
                TransportFailure(code: .badServerResponse, message: "the answer is not HTTP: \(detail)", url: url))
        case .tooLarge(let received):
            .responseTooLarge(limit: limit, received: received, url: url)
        case .invalidRequest(let reason):
            .invalidRequest(reason: reason)
        case .system(let call, let number):
            .transport(
                TransportFailure(code: Self.code(for: number), message: "\(call): \(Self.text(number))", url: url))
        }
    }

    private static func code(for number: Int32) -> URLError.Code {
        switch number {
        case ECONNRESET, EPIPE: .networkConnectionLost
        case ENETUNREACH, EHOSTUNREACH, ENETDOWN: .cannotConnectToHost
        default: .unknown
        }
    }

    private static func text(_ number: Int32) -> String {
        String(cString: strerror(number))
    }
}
