import CMicroHTTPD
import Foundation

extension HTTPDaemon {
    /// The first call of a request, its head whole and its body unread: answers at once what the
    /// head alone decides, so that no refused body is ever read, and otherwise lets the body come.
    /// In order: conflicting framing (400), a target hiding a control character (400), the
    /// responder's refusal (401 without the token), a body over the limit (413), a body that does
    /// not fit in the budget of all bodies (503). An answer queued here closes the connection.
    func admit(_ exchange: Exchange, on connection: OpaquePointer, targetRefused: Bool) -> MHD_Result {
        let announced = Self.header(connection, "Content-Length").flatMap(Int.init) ?? 0
        let refusal: HTTPResponse? =
            if let framing = MessageFraming.refusal(
                contentLengths: Self.headerValues(connection, "Content-Length"),
                transferEncodings: Self.headerValues(connection, "Transfer-Encoding"))
            {
                framing.response
            } else if targetRefused {
                RequestTarget.refusal.response
            } else if let refusal = responder.refusal(of: exchange.head) {
                refusal
            } else if announced > limits.maximumBodyBytes {
                Exchange.tooLarge(limit: limits.maximumBodyBytes)
            } else if announced > 0, !exchange.reserve(announced: announced) {
                bodyBudget.refusal.response
            } else {
                nil
            }
        guard let refusal else { return cmhd_yes }
        return Self.queue(refusal, for: exchange, on: connection, beforeBody: true)
    }

    /// A connection opened or is about to close (its socket then still open).
    func connection(_ connection: OpaquePointer, opened: Bool) {
        let key = Int(bitPattern: connection)
        if opened {
            headDeadline.opened(key, socket: cmhd_connection_socket(connection))
        } else {
            headDeadline.closed(key)
        }
    }

    /// Every value of the request header `name`, in order (the library keeps each line).
    static func headerValues(_ connection: OpaquePointer, _ name: String) -> [String] {
        pairs(of: connection, cmhd_header_kind).filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }
            .map(\.value)
    }
}
