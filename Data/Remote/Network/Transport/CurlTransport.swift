import CCurl
import Data
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The transport: libcurl, for `http` and `https` alike.
///
/// What it promises, each checked against real servers (`RemoteTransportTests`,
/// `RemoteTLSTests`): it never follows a redirect (the gateway decides, see ``RedirectPolicy``);
/// it stops reading a body the moment it passes its limit, or before the body when the announced
/// length already does; the request's `timeoutInterval` bounds the whole exchange and
/// ``connectTimeout`` the connection; cancelling the calling task ends the transfer at once;
/// waiting on a silent server sleeps in `poll(2)`; a connection is kept for the next request to
/// the same server. Certificates are checked against the system's CAs, or against the PEM file
/// `SSL_CERT_FILE` names, as OpenSSL's own tools do; an untrusted one is an error that names it.
public final class CurlTransport: HTTPTransport {
    /// The CA certificates (a PEM file) that https servers are checked against; nil means the
    /// system's.
    public let certificateAuthorities: String?
    /// The longest a connection (TCP and TLS) may take, within the request's own timeout.
    public let connectTimeout: Duration
    private let connections = CurlConnectionPool()

    /// The transport gateways use unless told otherwise, trusting `SSL_CERT_FILE` when it is set.
    public static let shared = CurlTransport()

    /// A transport that trusts the CAs in `certificateAuthorities` (by default the file
    /// `SSL_CERT_FILE` names, else the system's) and connects within `connectTimeout`.
    public init(
        certificateAuthorities: String? = ProcessInfo.processInfo.environment["SSL_CERT_FILE"],
        connectTimeout: Duration = .seconds(10)
    ) {
        self.certificateAuthorities = certificateAuthorities.flatMap { $0.isEmpty ? nil : $0 }
        self.connectTimeout = connectTimeout
        CurlGlobal.initialize()
    }

    /// See ``HTTPTransport/send(_:maximumBodyBytes:)``. The transfer runs on the connection's
    /// own thread, never on one of Swift's cooperative pool.
    public func send(_ request: URLRequest, maximumBodyBytes: Int) async throws(NetworkError) -> HTTPResponse {
        let exchange = try CurlExchange(
            request, maximumBodyBytes: maximumBodyBytes, connectTimeout: connectTimeout,
            certificateAuthorities: certificateAuthorities)
        let connection = connections.take()
        let cancellation = CurlCancellation()
        let outcome = await withTaskCancellationHandler {
            await connection.perform(exchange, cancellation: cancellation)
        } onCancel: {
            cancellation.cancel()
        }
        connections.giveBack(connection)
        return try outcome.get()
    }
}

/// `curl_global_init`, once per process, before the first handle.
enum CurlGlobal {
    private static let initialized: Bool = curl_global_init(ccurl_global_all) == CURLE_OK

    static func initialize() {
        _ = initialized
    }
}
