import Foundation

/// How a request says where its body ends (RFC 9112, section 6), checked on the head, before any
/// of the body is read.
///
/// A request framed two ways is read one way by this server and maybe another way by a proxy in
/// front of it (request smuggling): two different `Content-Length` values, `Content-Length`
/// beside `Transfer-Encoding`, a length that is not a number. RFC 9112 says to answer 400 and
/// close the connection, since where the next request starts is unknown.
enum MessageFraming {
    /// Why the framing is refused, or nil when it is sound. `contentLengths` and
    /// `transferEncodings` are the values of every such header, in order.
    static func refusal(contentLengths: [String], transferEncodings: [String]) -> APIError? {
        if !transferEncodings.isEmpty {
            guard contentLengths.isEmpty else {
                return invalid("the request has both Content-Length and Transfer-Encoding; send one")
            }
            let codings = list(transferEncodings).map { $0.lowercased() }
            guard codings.last == "chunked" else {
                return invalid("chunked must be the last transfer coding, or the body has no end")
            }
            guard codings.count == 1 else {
                return APIError(
                    status: 501, code: "unsupported_transfer_coding",
                    message: "only the chunked transfer coding is supported; got \(codings.joined(separator: ", "))")
            }
            return nil
        }
        // libmicrohttpd answers a first value that is not a number itself (see docs/REST.md);
        // the others it ignores, and a proxy may not.
        var values: Set<UInt64> = []
        for length in contentLengths {
            guard !length.isEmpty, length.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                let value = UInt64(length)
            else {
                return invalid("Content-Length must be a number of bytes from 0 to \(UInt64.max)")
            }
            values.insert(value)
        }
        guard values.count <= 1 else {
            return invalid("the request has two different Content-Length values; send one")
        }
        return nil
    }

    private static func invalid(_ message: String) -> APIError {
        APIError(status: 400, code: "invalid_framing", message: message)
    }

    /// The comma-separated elements of every value, trimmed; an empty value stays one element.
    private static func list(_ values: [String]) -> [String] {
        values.flatMap { value in
            value.split(separator: ",", omittingEmptySubsequences: false).map {
                String($0.trimmingCharacters(in: .whitespaces))
            }
        }
    }
}
