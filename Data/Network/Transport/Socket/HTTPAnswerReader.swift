import Foundation

/// Reads one HTTP/1.x answer from a connection: the status line, the headers, and the body as
/// framed by `Content-Length`, `Transfer-Encoding: chunked`, or the end of the stream, stopping
/// as soon as the body passes its limit so that an endless answer costs at most that much memory.
struct HTTPAnswerReader {
    private let connection: SocketConnection
    private let maximumBodyBytes: Int
    private var pending = Data()
    private var ended = false

    /// The longest status line plus headers accepted.
    static let maximumHeadBytes = 64 * 1024

    init(connection: SocketConnection, maximumBodyBytes: Int) {
        self.connection = connection
        self.maximumBodyBytes = maximumBodyBytes
    }

    /// The answer; informational (1xx) answers before it are skipped.
    mutating func read(forHead isHead: Bool) throws(SocketFailure) -> HTTPResponse {
        while true {
            let (status, headers) = try readHead()
            if (100..<200).contains(status) { continue }
            let bodyless = isHead || status == 204 || status == 304
            let body = bodyless ? Data() : try readBody(headers)
            return HTTPResponse(status: status, headers: headers, body: body)
        }
    }

    private mutating func readHead() throws(SocketFailure) -> (Int, [String: String]) {
        let statusLine = try readLine(what: "status line")
        let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = Int(parts[1]), (100...999).contains(status)
        else {
            throw .malformed("it starts \(BodySnippet.of(Data(statusLine.utf8).prefix(80)).debugDescription)")
        }
        var headers: [String: String] = [:]
        var headBytes = statusLine.utf8.count
        while true {
            let line = try readLine(what: "headers")
            headBytes += line.utf8.count + 2
            guard headBytes <= Self.maximumHeadBytes else { throw .malformed("its headers exceed 64 KB") }
            if line.isEmpty { return (status, headers) }
            guard let colon = line.firstIndex(of: ":") else { throw .malformed("a header line has no colon") }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
    }

    private mutating func readBody(_ headers: [String: String]) throws(SocketFailure) -> Data {
        if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
            return try readChunked()
        }
        if let announced = headers["content-length"] {
            guard let length = Int(announced), length >= 0 else {
                throw .malformed("Content-Length \(announced.prefix(40)) is not a length")
            }
            guard length <= maximumBodyBytes else { throw .tooLarge(received: length) }
            return try readExactly(length, what: "the body")
        }
        var body = Data()
        while true {
            try take(&body, upTo: Int.max)
            if pending.isEmpty && ended { return body }
        }
    }

    private mutating func readChunked() throws(SocketFailure) -> Data {
        var body = Data()
        while true {
            let sizeLine = try readLine(what: "a chunk size")
            let digits = sizeLine.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
            guard let size = Int(digits.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0 else {
                throw .malformed("a chunk size is not hexadecimal")
            }
            if size == 0 {
                while try !readLine(what: "the trailers").isEmpty {}
                return body
            }
            guard body.count + size <= maximumBodyBytes else { throw .tooLarge(received: body.count + size) }
            body.append(try readExactly(size, what: "a chunk"))
            guard try readLine(what: "a chunk's end").isEmpty else { throw .malformed("a chunk overruns its size") }
        }
    }

    /// Moves up to `count` bytes from the stream into `body`, reading more when none are pending;
    /// throws once the body passes its limit.
    private mutating func take(_ body: inout Data, upTo count: Int) throws(SocketFailure) {
        if pending.isEmpty, !ended { try fill() }
        let part = pending.prefix(count)
        pending.removeFirst(part.count)
        body.append(part)
        if body.count > maximumBodyBytes { throw .tooLarge(received: body.count) }
    }

    private mutating func readExactly(_ count: Int, what: String) throws(SocketFailure) -> Data {
        var data = Data()
        data.reserveCapacity(min(count, 1 << 20))
        while data.count < count {
            if pending.isEmpty && ended {
                throw .closedEarly("the connection closed after \(data.count) of the \(count) bytes of \(what)")
            }
            let before = data.count
            try take(&data, upTo: count - data.count)
            if data.count == before, ended, pending.isEmpty {
                throw .closedEarly("the connection closed after \(data.count) of the \(count) bytes of \(what)")
            }
        }
        return data
    }

    /// One line without its CRLF.
    private mutating func readLine(what: String) throws(SocketFailure) -> String {
        let crlf = Data("\r\n".utf8)
        while true {
            if let end = pending.range(of: crlf) {
                let line = String(decoding: pending[pending.startIndex..<end.lowerBound], as: UTF8.self)
                pending.removeSubrange(pending.startIndex..<end.upperBound)
                return line
            }
            guard pending.count <= Self.maximumHeadBytes else { throw .malformed("a line of \(what) exceeds 64 KB") }
            guard !ended else {
                throw pending.isEmpty && what == "status line"
                    ? .closedEarly("the server closed the connection without answering")
                    : .closedEarly("the connection closed in the middle of \(what)")
            }
            try fill()
        }
    }

    private mutating func fill() throws(SocketFailure) {
        let chunk = try connection.read()
        if chunk.isEmpty { ended = true } else { pending.append(chunk) }
    }
}
