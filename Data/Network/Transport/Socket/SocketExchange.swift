import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request and its answer over a fresh connection (`Connection: close`): resolve, connect,
/// write the request, read the answer, all before one deadline. Blocking: runs on its own thread.
struct SocketExchange: Sendable {
    let host: String
    let port: Int
    let method: String
    let bytes: Data
    let url: String
    let timeout: TimeInterval
    let maximumBodyBytes: Int

    /// Prepares the bytes of `request`; throws when it cannot be written as HTTP/1.1.
    init(request: URLRequest, url: URL, maximumBodyBytes: Int) throws(SocketFailure) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let rawHost = components.host, !rawHost.isEmpty
        else { throw .invalidRequest("\(url.absoluteString) names no host") }
        host = rawHost.hasPrefix("[") && rawHost.hasSuffix("]") ? String(rawHost.dropFirst().dropLast()) : rawHost
        port = components.port ?? 80
        method = request.httpMethod ?? "GET"
        self.url = url.absoluteString
        timeout = request.timeoutInterval
        self.maximumBodyBytes = maximumBodyBytes
        let target =
            (components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath)
            + (components.percentEncodedQuery.map { "?\($0)" } ?? "")
        let authority = (host.contains(":") ? "[\(host)]" : host) + (components.port.map { ":\($0)" } ?? "")
        let body = request.httpBody ?? Data()
        var head = "\(method) \(target) HTTP/1.1\r\nHost: \(authority)\r\n"
        for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
            let lowered = name.lowercased()
            guard !["host", "content-length", "connection", "transfer-encoding"].contains(lowered) else { continue }
            // A line break would let a value (a token, say) smuggle headers of its own in.
            guard !Self.breaksLine(name), !Self.breaksLine(value) else {
                throw .invalidRequest("the header \(name) contains a line break or a control character")
            }
            head += "\(name): \(value)\r\n"
        }
        if !body.isEmpty || ["POST", "PUT", "PATCH"].contains(method) {
            head += "Content-Length: \(body.count)\r\n"
        }
        head += "Connection: close\r\n\r\n"
        bytes = Data(head.utf8) + body
    }

    /// Sends the request on `socket` and reads the whole answer, or the failure as a gateway error.
    func run(on socket: CancellableSocket) -> Result<HTTPResponse, NetworkError> {
        defer { socket.close() }
        let deadline = ContinuousClock.now + .milliseconds(Int64((timeout * 1000).rounded()))
        do {
            let connection = try SocketConnection.open(host: host, port: port, control: socket, deadline: deadline)
            try connection.write(bytes)
            var reader = HTTPAnswerReader(connection: connection, maximumBodyBytes: maximumBodyBytes)
            return .success(try reader.read(forHead: method == "HEAD"))
        } catch {
            return .failure(error.networkError(url: url, timeout: timeout, limit: maximumBodyBytes))
        }
    }

    private static func breaksLine(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }
    }
}
