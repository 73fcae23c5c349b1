import Foundation

/// `--log`: one line per request on standard error, written when the request is over:
/// `GET /v1/todos/3F2A... 200 0.41ms` (a status of 0: the client left before an answer).
struct AccessLog: Sendable {
    /// Writes the line for `exchange`.
    func record(_ exchange: Exchange) {
        let milliseconds = (ContinuousClock.now - exchange.started) / .milliseconds(1)
        let method = Self.visible(exchange.head.method)
        let path = Self.visible(exchange.head.path)
        let line =
            "\(method) \(path) \(exchange.status) \(String(format: "%.2f", milliseconds))ms\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// `text` with control characters and non-ASCII bytes as `\xNN`: a path is the client's
    /// choice, percent-decoded, and must not reach a terminal as raw escape sequences.
    static func visible(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\") {
                result.append(Character(Unicode.Scalar(byte)))
            } else {
                result += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
            }
        }
        return result
    }
}
