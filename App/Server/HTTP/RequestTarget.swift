/// The request target (path and query) as the client sent it, before libmicrohttpd decodes it.
///
/// The library decodes `%XX` into C strings, so a `%00` ends the path or value it is in:
/// `DELETE /v1/todos/<id>%00junk` reached the route as `/v1/todos/<id>`, and `?text=%00` as an
/// empty filter that matches everything. Whatever a decoded byte below 0x20 (or 0x7F) would
/// mean, no route takes one, so the server refuses such a target before it is decoded.
enum RequestTarget {
    /// Whether `raw` (the target as sent) holds a control character once percent-decoded.
    static func hasEncodedControlCharacter(_ raw: [UInt8]) -> Bool {
        var index = 0
        while index + 2 < raw.count {
            defer { index += 1 }
            guard raw[index] == UInt8(ascii: "%"), let high = hexValue(raw[index + 1]),
                let low = hexValue(raw[index + 2])
            else { continue }
            let decoded = high << 4 | low
            if decoded < 0x20 || decoded == 0x7F { return true }
        }
        return false
    }

    /// The refusal of such a target.
    static let refusal = APIError(
        status: 400, code: "invalid_path",
        message:
            "the path or query holds a percent-encoded control character (%00 to %1F, or %7F), which no route takes")

    private static func hexValue(_ digit: UInt8) -> Int? {
        Character(UnicodeScalar(digit)).hexDigitValue
    }
}
