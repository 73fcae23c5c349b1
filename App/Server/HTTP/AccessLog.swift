import Foundation

/// `--log`: one line per request on standard error, written when the request is over:
/// `GET /v1/todos/3F2A... 200 0.41ms` (a status of 0: the client left before an answer).
struct AccessLog: Sendable {
    /// Writes the line for `exchange`.
    func record(_ exchange: Exchange) {
        let elapsed = ContinuousClock.now - exchange.started
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        let line =
            "\(exchange.head.method) \(exchange.head.path) \(exchange.status) \(String(format: "%.2f", milliseconds))ms\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
