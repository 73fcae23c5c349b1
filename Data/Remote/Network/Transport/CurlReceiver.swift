import CCurl
import Data
import Foundation

/// What one transfer received: the headers of the final answer and its body, bounded while it
/// arrives. libcurl's header and write callbacks feed it on the connection's thread.
final class CurlReceiver {
    private let limit: Int
    private(set) var headers: [String: String] = [:]
    private(set) var body = Data()
    /// The bytes received or announced when the body passed the limit; nil while within it.
    private(set) var overflow: Int?

    init(limit: Int) {
        self.limit = limit
    }

    /// One header line. A status line starts the headers afresh, so that an informational
    /// answer's (100 Continue) are not taken for the final one's.
    fileprivate func header(_ line: Data) -> Bool {
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("HTTP/") {
            headers = [:]
            return true
        }
        guard let colon = text.firstIndex(of: ":") else { return true }
        let name = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        headers[name] = value
        if name == "content-length", let announced = Int(value), announced > limit {
            overflow = announced
            return false
        }
        return true
    }

    /// Body bytes; refused (which aborts the transfer) once the body passes the limit.
    fileprivate func bodyBytes(_ bytes: some Collection<UInt8>) -> Bool {
        guard body.count + bytes.count <= limit else {
            overflow = body.count + bytes.count
            body = Data()
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }

    /// Points `easy`'s header and write callbacks at this receiver, which must outlive the transfer.
    func attach(to easy: UnsafeMutableRawPointer) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        ccurl_set_callback(easy, CURLOPT_HEADERFUNCTION, receiveHeader)
        ccurl_set_pointer(easy, CURLOPT_HEADERDATA, context)
        ccurl_set_callback(easy, CURLOPT_WRITEFUNCTION, receiveBody)
        ccurl_set_pointer(easy, CURLOPT_WRITEDATA, context)
    }
}

/// libcurl's header callback: a count other than the one given aborts the transfer.
private func receiveHeader(
    _ bytes: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    guard let bytes, let context else { return 0 }
    let receiver = Unmanaged<CurlReceiver>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    return receiver.header(Data(bytes: bytes, count: length)) ? length : 0
}

/// libcurl's write callback, with the same convention.
private func receiveBody(
    _ bytes: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    guard let context else { return 0 }
    let receiver = Unmanaged<CurlReceiver>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    return receiver.bodyBytes(UnsafeRawBufferPointer(start: bytes, count: length)) ? length : 0
}
