import CCurl
import Data
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transfer that ended in a curl error, told as the gateway's ``NetworkError``: the timeout
/// that passed, the certificate that is not trusted, or a ``TransportFailure`` whose URL loading
/// code says what kind of failure it was (a refused connection, a lost one...) and whose message
/// is curl's own.
struct CurlFailure {
    let code: CURLcode
    /// curl's words for it, e.g. `Failed to connect to 127.0.0.1 port 9 after 0 ms: Connection refused`.
    let reason: String
    /// Whether the connection (TCP, and TLS for https) was made when it ended, to tell which
    /// timeout passed.
    let connected: Bool

    init(code: CURLcode, reason: String, easy: UnsafeMutableRawPointer, secure: Bool) {
        self.code = code
        self.reason = reason.isEmpty ? String(cString: curl_easy_strerror(code)) : reason
        connected = ccurl_info_size(easy, secure ? CURLINFO_APPCONNECT_TIME_T : CURLINFO_CONNECT_TIME_T) > 0
    }

    func error(for exchange: CurlExchange) -> NetworkError {
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            .timedOut(after: connected ? exchange.timeout : exchange.connectTimeout, url: exchange.url)
        case CURLE_PEER_FAILED_VERIFICATION:
            .transport(
                TransportFailure(
                    code: .serverCertificateUntrusted,
                    message: UntrustedCertificate(exchange: exchange, reason: reason).description, url: exchange.url))
        default:
            .transport(
                TransportFailure(
                    code: Self.loadingCode(code), message: "\(reason) (curl error \(code.rawValue))",
                    url: exchange.url))
        }
    }

    /// The URL loading code callers (and the retry rules) know for `code`.
    private static func loadingCode(_ code: CURLcode) -> URLError.Code {
        switch code {
        case CURLE_COULDNT_CONNECT: .cannotConnectToHost
        case CURLE_COULDNT_RESOLVE_HOST: .cannotFindHost
        case CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_SEND_ERROR: .networkConnectionLost
        case CURLE_SSL_CONNECT_ERROR: .secureConnectionFailed
        case CURLE_WEIRD_SERVER_REPLY, CURLE_BAD_CONTENT_ENCODING, CURLE_HTTP2, CURLE_HTTP2_STREAM: .badServerResponse
        case CURLE_URL_MALFORMAT, CURLE_UNSUPPORTED_PROTOCOL: .badURL
        default: .unknown
        }
    }
}
