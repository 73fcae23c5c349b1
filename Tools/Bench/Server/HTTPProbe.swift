import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Blocking HTTP calls for the bench's setup: waiting for a server, seeding a record.
enum HTTPProbe {
    /// Sends one request and returns its status and body (status 0 when nothing answered).
    static func send(_ method: String, _ url: String, body: Data? = nil) -> (status: Int, body: Data) {
        guard let target = URL(string: url) else { return (0, Data()) }
        var request = URLRequest(url: target, timeoutInterval: 5)
        request.httpMethod = method
        request.httpBody = body
        let result = AnswerBox()
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { data, response, _ in
            result.value = ((response as? HTTPURLResponse)?.statusCode ?? 0, data ?? Data())
            done.signal()
        }.resume()
        done.wait()
        return result.value ?? (0, Data())
    }

    /// Waits up to `seconds` for `url` to answer 200.
    static func waitUntilServing(_ url: String, within seconds: Int = 5) throws {
        for _ in 0..<(seconds * 20) {
            if send("GET", url).status == 200 { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw BenchSetupError("nothing answered 200 at \(url) within \(seconds) s")
    }
}

/// The answer handed from URLSession's callback thread to the waiting one (the semaphore orders
/// the write before the read).
private final class AnswerBox: @unchecked Sendable {
    var value: (Int, Data)?
}
