import Data
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request as libcurl will send it: checked, and reduced to the values a transfer needs, so
/// that it can cross to the connection's thread.
struct CurlExchange: Sendable {
    let url: String
    let method: String
    /// `Name: value` lines, including the ones that switch curl's own headers off.
    let headerLines: [String]
    /// Sent as the body when not nil (an empty body too, with `Content-Length: 0`).
    let body: Data?
    let timeout: Duration
    let connectTimeout: Duration
    let maximumBodyBytes: Int
    let certificateAuthorities: String?

    /// Refuses a request curl must not send: no URL, a scheme other than http(s), or a header with
    /// a line break or control character (which could smuggle in headers of its own).
    init(
        _ request: URLRequest, maximumBodyBytes: Int, connectTimeout: Duration, certificateAuthorities: String?
    ) throws(NetworkError) {
        guard let url = request.url, let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme) else {
            throw .invalidRequest(reason: "\(request.url?.absoluteString ?? "no URL") is not an http or https URL")
        }
        self.url = url.absoluteString
        method = request.httpMethod ?? "GET"
        let fields = request.allHTTPHeaderFields ?? [:]
        var lines: [String] = []
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
            guard !Self.breaksLine(name), !Self.breaksLine(value) else {
                throw .invalidRequest(reason: "the header \(name) contains a line break or a control character")
            }
            lines.append("\(name): \(value)")
        }
        // No `Expect: 100-continue` round trip before a large body, and no form type that curl
        // would otherwise give a body without one.
        lines.append("Expect:")
        if !fields.keys.contains(where: { $0.lowercased() == "content-type" }) { lines.append("Content-Type:") }
        headerLines = lines
        body = request.httpBody ?? (["POST", "PUT", "PATCH"].contains(method) ? Data() : nil)
        timeout = .milliseconds(Int64((request.timeoutInterval * 1000).rounded()))
        self.connectTimeout = min(connectTimeout, timeout)
        self.maximumBodyBytes = maximumBodyBytes
        self.certificateAuthorities = certificateAuthorities
    }

    /// Whether it goes over TLS.
    var isSecure: Bool { url.lowercased().hasPrefix("https:") }

    private static func breaksLine(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }
    }
}

extension Duration {
    /// Whole milliseconds, rounded up, as curl's `_MS` options take them.
    var curlMilliseconds: Int {
        Int((self / .milliseconds(1)).rounded(.up))
    }
}
