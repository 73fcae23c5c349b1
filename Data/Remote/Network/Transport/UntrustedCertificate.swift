import CCurl
import Data
import Foundation

/// A server whose certificate failed verification, told so that a person can act: which server,
/// which certificate (its subject and issuer), checked against which CAs, why it failed, and how
/// to trust a private CA.
///
/// A failed handshake leaves curl no certificate to report, so ``init(exchange:reason:)`` reads
/// it over a second connection that does not check it and sends nothing.
struct UntrustedCertificate: CustomStringConvertible {
    /// `host:port`.
    let server: String
    /// `subject …, issued by …`, or nil when the second connection could not read it.
    let certificate: String?
    /// The CA file the certificate was checked against; nil for the system's CAs.
    let authorities: String?
    /// curl's words, e.g. `SSL certificate problem: unable to get local issuer certificate`.
    let reason: String

    /// Reads the certificate the server of `exchange` presents, within its timeout (5 s at most).
    init(exchange: CurlExchange, reason: String) {
        let url = URL(string: exchange.url)
        server = "\(url?.host ?? exchange.url):\(url?.port ?? 443)"
        certificate = Self.presented(at: exchange.url, within: min(exchange.timeout, .seconds(5)))
        authorities = exchange.certificateAuthorities
        self.reason = reason
    }

    /// E.g. `the certificate of 127.0.0.1:8443 (subject CN = 127.0.0.1, issued by CN = Test CA)
    /// is not trusted by the system's CAs: SSL certificate problem: …; to trust a private CA, set
    /// SSL_CERT_FILE to its PEM file`.
    var description: String {
        let checkedAgainst = authorities.map { "the CAs in \($0)" } ?? "the system's CAs"
        return "the certificate of \(server)" + (certificate.map { " (\($0))" } ?? "")
            + " is not trusted by \(checkedAgainst): \(reason); to trust a private CA, set SSL_CERT_FILE to its PEM file"
    }

    /// `subject …, issued by …` of the certificate the server at `url` presents, or nil.
    private static func presented(at url: String, within timeout: Duration) -> String? {
        guard let easy = curl_easy_init() else { return nil }
        defer { curl_easy_cleanup(easy) }
        ccurl_set_string(easy, CURLOPT_URL, url)
        ccurl_set_string(easy, CURLOPT_PROTOCOLS_STR, "https")
        ccurl_set_long(easy, CURLOPT_CONNECT_ONLY, 1)
        ccurl_set_long(easy, CURLOPT_SSL_VERIFYPEER, 0)
        ccurl_set_long(easy, CURLOPT_SSL_VERIFYHOST, 0)
        ccurl_set_long(easy, CURLOPT_CERTINFO, 1)
        ccurl_set_long(easy, CURLOPT_NOSIGNAL, 1)
        ccurl_set_long(easy, CURLOPT_TIMEOUT_MS, timeout.curlMilliseconds)
        guard curl_easy_perform(easy) == CURLE_OK, let chain = ccurl_info_certificates(easy),
            chain.pointee.num_of_certs > 0, let fields = chain.pointee.certinfo?[0]
        else { return nil }
        var values: [String: String] = [:]
        var field: UnsafeMutablePointer<curl_slist>? = fields
        while let current = field {
            if let data = current.pointee.data {
                let text = String(cString: data)
                if let colon = text.firstIndex(of: ":") {
                    values[String(text[..<colon])] = String(text[text.index(after: colon)...])
                }
            }
            field = current.pointee.next
        }
        guard let subject = values["Subject"] else { return nil }
        return "subject \(subject)" + (values["Issuer"].map { ", issued by \($0)" } ?? "")
    }
}
