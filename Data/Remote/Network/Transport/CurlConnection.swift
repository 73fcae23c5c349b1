import CCurl
import Data
import Foundation

/// One connection to a server, kept between requests: a curl easy handle (which holds the
/// connection and its TLS session) in a multi handle of its own (whose `curl_multi_poll` can be
/// woken to cancel), on a thread of its own (``BlockingIOExecutor``), since a transfer blocks
/// for as long as the server takes.
actor CurlConnection {
    private let executor = BlockingIOExecutor(name: "curl connection")
    private let handles = CurlHandles()

    /// Runs the actor's jobs, each transfer whole, on its own thread.
    nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// Sends `exchange` and waits for its answer, sleeping in `poll(2)` until the server writes,
    /// curl's timeout passes or `cancellation` wakes it.
    func perform(_ exchange: CurlExchange, cancellation: CurlCancellation) -> Result<HTTPResponse, NetworkError> {
        guard let easy = handles.easy, let multi = handles.multi else {
            return .failure(
                .transport(TransportFailure(code: .unknown, message: "libcurl made no handle", url: exchange.url)))
        }
        curl_easy_reset(easy)
        handles.reason[0] = 0
        let receiver = CurlReceiver(limit: exchange.maximumBodyBytes)
        var headers: UnsafeMutablePointer<curl_slist>?
        for line in exchange.headerLines { headers = curl_slist_append(headers, line) }
        defer { curl_slist_free_all(headers) }
        configure(easy, for: exchange, headers: headers)
        receiver.attach(to: easy)
        let code = withExtendedLifetime(receiver) {
            withBody(exchange, on: easy) { run(easy, in: multi, cancellation: cancellation) }
        }
        guard let code else { return .failure(.cancelled) }
        if let received = receiver.overflow {
            return .failure(.responseTooLarge(limit: exchange.maximumBodyBytes, received: received, url: exchange.url))
        }
        guard code == CURLE_OK else {
            let failure = CurlFailure(
                code: code, reason: String(cString: handles.reason), easy: easy, secure: exchange.isSecure)
            return .failure(failure.error(for: exchange))
        }
        let status = ccurl_info_long(easy, CURLINFO_RESPONSE_CODE)
        return .success(HTTPResponse(status: status, headers: receiver.headers, body: receiver.body))
    }

    private func configure(
        _ easy: UnsafeMutableRawPointer, for exchange: CurlExchange, headers: UnsafeMutablePointer<curl_slist>?
    ) {
        ccurl_set_string(easy, CURLOPT_URL, exchange.url)
        ccurl_set_string(easy, CURLOPT_PROTOCOLS_STR, "http,https")
        // The gateway decides about redirects (RedirectPolicy); curl's default, said here.
        ccurl_set_long(easy, CURLOPT_FOLLOWLOCATION, 0)
        // No SIGALRM for timeouts: this is one thread among others.
        ccurl_set_long(easy, CURLOPT_NOSIGNAL, 1)
        ccurl_set_long(easy, CURLOPT_TIMEOUT_MS, exchange.timeout.curlMilliseconds)
        ccurl_set_long(easy, CURLOPT_CONNECTTIMEOUT_MS, exchange.connectTimeout.curlMilliseconds)
        ccurl_set_pointer(easy, CURLOPT_ERRORBUFFER, handles.reason)
        ccurl_set_pointer(easy, CURLOPT_HTTPHEADER, headers)
        if let authorities = exchange.certificateAuthorities {
            ccurl_set_string(easy, CURLOPT_CAINFO, authorities)
        }
        switch exchange.method {
        case "GET": ccurl_set_long(easy, CURLOPT_HTTPGET, 1)
        case "HEAD": ccurl_set_long(easy, CURLOPT_NOBODY, 1)
        case "POST" where exchange.body != nil: break
        default: ccurl_set_string(easy, CURLOPT_CUSTOMREQUEST, exchange.method)
        }
    }

    /// Runs `transfer` with the exchange's body set on `easy`: curl reads it in place, so it
    /// must stay put until the transfer ends.
    private func withBody<T>(
        _ exchange: CurlExchange, on easy: UnsafeMutableRawPointer, _ transfer: () -> T
    ) -> T {
        guard let body = exchange.body else { return transfer() }
        ccurl_set_size(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
        guard !body.isEmpty else {
            ccurl_set_string(easy, CURLOPT_COPYPOSTFIELDS, "")
            return transfer()
        }
        return body.withUnsafeBytes { bytes in
            ccurl_set_pointer(easy, CURLOPT_POSTFIELDS, bytes.baseAddress)
            return transfer()
        }
    }

    /// The transfer's result, or nil when it was cancelled.
    private func run(
        _ easy: UnsafeMutableRawPointer, in multi: UnsafeMutableRawPointer, cancellation: CurlCancellation
    ) -> CURLcode? {
        guard curl_multi_add_handle(multi, easy) == CURLM_OK else { return CURLE_FAILED_INIT }
        defer { curl_multi_remove_handle(multi, easy) }
        defer { cancellation.detach() }
        guard cancellation.attach(multi) else { return nil }
        var running: Int32 = 1
        while true {
            curl_multi_perform(multi, &running)
            if running == 0 { break }
            if cancellation.isCancelled { return nil }
            // Sleeps until a socket is ready, curl's next timeout, a wake-up, or a second.
            curl_multi_poll(multi, nil, 0, 1000, nil)
        }
        var queued: Int32 = 0
        while let message = curl_multi_info_read(multi, &queued) {
            if message.pointee.msg == CURLMSG_DONE { return ccurl_message_result(message) }
        }
        return CURLE_GOT_NOTHING
    }
}

/// The C state of one ``CurlConnection``, freed with it.
private final class CurlHandles {
    let easy: UnsafeMutableRawPointer?
    let multi: UnsafeMutableRawPointer?
    /// Where curl writes the reason for a failure, in words.
    let reason: UnsafeMutablePointer<CChar>

    init() {
        CurlGlobal.initialize()
        easy = curl_easy_init()
        multi = curl_multi_init()
        reason = .allocate(capacity: Int(ccurl_error_size))
        reason.initialize(repeating: 0, count: Int(ccurl_error_size))
    }

    deinit {
        if let multi { curl_multi_cleanup(multi) }
        if let easy { curl_easy_cleanup(easy) }
        reason.deallocate()
    }
}
