import CMicroHTTPD
import Foundation
import Synchronization

/// The HTTP layer: a libmicrohttpd daemon (a thread pool of event loops) that reads each request whole,
/// hands it to a ``RequestResponder`` on a Swift task while the connection is suspended, and
/// sends the answer when the task is done. Nothing outside this folder sees a
/// libmicrohttpd type.
///
/// A response queued on the first handler call of a request goes out with `Connection: close`,
/// so every other answer is queued on a later call: a refusal on the one after the body (or its
/// absence) has been read, the responder's on the one after its task resumed the connection.
final class HTTPDaemon: Sendable {
    /// A pointer the C library owns, handed between its threads and a task.
    struct Handle: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    let responder: any RequestResponder
    let limits: HTTPLimits
    let accessLog: AccessLog?
    private let daemon = Mutex<Handle?>(nil)
    private let inFlight = Atomic<Int>(0)
    /// Drains and closes the connections refused before their body was read.
    private let lingering = LingeringClose()
    /// What all bodies being read may hold together.
    let bodyBudget: BodyBudget
    /// Cuts off connections that take too long to send a request head.
    let headDeadline: HeadDeadline

    /// A daemon that will answer with `responder`; ``start(on:)`` opens the socket.
    init(responder: any RequestResponder, limits: HTTPLimits, accessLog: AccessLog?) {
        self.responder = responder
        self.limits = limits
        self.accessLog = accessLog
        self.bodyBudget = BodyBudget(limit: limits.maximumBodyBytesInFlight)
        self.headDeadline = HeadDeadline(
            deadline: .seconds(limits.headDeadlineSeconds), maximumWaiting: limits.maximumConnectionsWaitingForHead)
    }

    /// The library's event loop: epoll on Linux, where the library has it; `poll` elsewhere
    /// (macOS), where asking for epoll would make every start fail.
    #if os(Linux)
        private static let eventLoop = MHD_USE_EPOLL_INTERNAL_THREAD.rawValue
    #else
        private static let eventLoop = MHD_USE_POLL_INTERNAL_THREAD.rawValue
    #endif

    /// Listens on `address` and returns the port (the kernel's choice when asked for 0). The
    /// daemon must outlive the listening, which ``stop(within:)`` ends.
    func start(on address: SocketAddress, described description: String) throws(ServerStartError) -> UInt16 {
        var flags = Self.eventLoop | MHD_ALLOW_SUSPEND_RESUME.rawValue | MHD_USE_TURBO.rawValue
        if address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
        if accessLog != nil { flags |= MHD_USE_ERROR_LOG.rawValue }
        let context = Unmanaged.passUnretained(self).toOpaque()
        let limits = limits
        let started = address.withSockAddr { sockaddr in
            cmhd_start_daemon(
                UInt32(flags), sockaddr, daemonAccessHandler, daemonTargetCallback, daemonCompletionHandler,
                daemonConnectionCallback, context, UInt32(limits.threads), UInt32(limits.idleTimeoutSeconds),
                limits.maximumHeaderBytes,
                UInt32(limits.maximumConnections))
        }
        guard let started else {
            throw ServerStartError(reason: "cannot listen on \(description): \(String(cString: strerror(errno)))")
        }
        daemon.withLock { $0 = Handle(pointer: started) }
        return cmhd_bound_port(started)
    }

    /// Stops accepting connections, lets the requests in flight finish for up to `grace` (a
    /// request is in flight from its first handler call until its answer has been sent), then
    /// closes every connection and the listening threads.
    /// Returns false when requests were still in flight at the end of the grace: the daemon is
    /// then left running for the process's exit to end, since stopping it would free connections
    /// that their tasks will still resume.
    @discardableResult
    func stop(within grace: Duration) async -> Bool {
        guard let handle = daemon.withLock({ $0 }) else { return true }
        let socket = MHD_quiesce_daemon(handle.pointer)
        if socket >= 0 { close(socket) }
        let deadline = ContinuousClock.now + grace
        while inFlight.load(ordering: .acquiring) > 0, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        guard inFlight.load(ordering: .acquiring) == 0 else { return false }
        daemon.withLock { $0 = nil }
        MHD_stop_daemon(handle.pointer)
        return true
    }

    // MARK: Called by the C library

    /// One call of the access handler; see the type's comment for the order of calls.
    func handle(
        connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>,
        upload: UnsafePointer<CChar>?,
        uploadSize: UnsafeMutablePointer<Int>, slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    ) -> MHD_Result {
        // The first call has nil, or the mark of a target refused before it was decoded.
        guard let existing = slot.pointee, existing != RequestTarget.refusedMark else {
            let exchange = Exchange(
                head: Self.head(of: connection, method: String(cString: method), path: String(cString: url)),
                budget: bodyBudget)
            let targetRefused = slot.pointee != nil
            slot.pointee = Unmanaged.passRetained(exchange).toOpaque()
            // Counted until the completion callback: until the answer has been sent, not merely made.
            inFlight.add(1, ordering: .relaxed)
            headDeadline.headArrived(Int(bitPattern: connection))
            return admit(exchange, on: connection, targetRefused: targetRefused)
        }
        let exchange = Unmanaged<Exchange>.fromOpaque(existing).takeUnretainedValue()
        if uploadSize.pointee > 0 {
            let chunk = UnsafeRawBufferPointer(start: upload, count: upload == nil ? 0 : uploadSize.pointee)
            uploadSize.pointee = 0
            // A body with no Content-Length (chunked) shows that it is too large only as it
            // arrives, and the library answers only once a body has ended: past the limit its
            // bytes are dropped, the 413 goes out when it ends, and one that goes on past the
            // budget of a lingering close has its connection closed unanswered.
            return exchange.append(chunk, limit: limits.maximumBodyBytes, drain: LingeringClose.Budget())
                ? cmhd_yes : cmhd_no
        }
        let body: [UInt8]
        switch exchange.next() {
        case .send(let response): return Self.queue(response, for: exchange, on: connection)
        case .wait: return cmhd_yes
        case .dispatch(let whole): body = whole
        }
        let query = Self.queryParameters(of: connection)
        if let repeated = query.repeated {
            let refusal = APIError.invalidQuery(repeated, "\(repeated) is given twice in the query; give it once")
            return Self.queue(refusal.response, for: exchange, on: connection)
        }
        var request = exchange.head
        // HEAD is GET without the body, which the library leaves out of the answer.
        if request.method == "HEAD" { request.method = "GET" }
        request.query = query.values
        request.body = body
        // Suspended before the task starts, so that the task's resume always finds it suspended.
        MHD_suspend_connection(connection)
        let handle = Handle(pointer: connection)
        Task {
            exchange.finish(with: await self.responder.respond(to: request))
            MHD_resume_connection(handle.pointer)
        }
        return cmhd_yes
    }

    /// The request is over (answered, or the client went away): log it and release its state.
    /// An answer sent before the body was read leaves the client sending: the socket is handed,
    /// as a descriptor of its own that the library's close leaves open, to ``LingeringClose``.
    /// The library calls this before it closes the connection, once the answer has been sent.
    func complete(connection: OpaquePointer?, slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>) {
        if let connection { headDeadline.requestEnded(Int(bitPattern: connection)) }
        guard let existing = slot.pointee else { return }
        slot.pointee = nil
        guard existing != RequestTarget.refusedMark else { return }
        let exchange = Unmanaged<Exchange>.fromOpaque(existing).takeRetainedValue()
        exchange.releaseBody()
        if exchange.answeredBeforeBody, let connection, let lingering {
            let socket = cmhd_connection_socket(connection)
            let own = socket >= 0 ? dup(socket) : -1
            if own >= 0 { lingering.hand(own) }
        }
        accessLog?.record(exchange)
        inFlight.subtract(1, ordering: .releasing)
    }

    // MARK: Plumbing

    private static func head(of connection: OpaquePointer, method: String, path: String) -> HTTPRequest {
        HTTPRequest(
            method: method, path: path, authorization: header(connection, "Authorization"),
            idempotencyKey: header(connection, "Idempotency-Key"), ifMatch: header(connection, "If-Match"))
    }

    /// The value of header `name`, all of its bytes: one that holds a NUL is kept whole, so that
    /// a check of the value sees the NUL rather than a value cut short at it.
    static func header(_ connection: OpaquePointer, _ name: String) -> String? {
        var value: UnsafePointer<CChar>?
        var size = 0
        guard
            MHD_lookup_connection_value_n(connection, cmhd_header_kind, name, name.utf8.count, &value, &size)
                == cmhd_yes,
            let value
        else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: value, count: size), as: UTF8.self)
    }

    /// Every name and value of `kind` (the request's header lines, or its query's parameters),
    /// in the order the request gives them.
    static func pairs(of connection: OpaquePointer, _ kind: MHD_ValueKind) -> [(name: String, value: String)] {
        let collected = Pairs()
        let context = Unmanaged.passUnretained(collected).toOpaque()
        MHD_get_connection_values(connection, kind, pairIterator, context)
        return collected.pairs
    }

    /// The query's parameters by name, and the first name given more than once, if any.
    private static func queryParameters(of connection: OpaquePointer) -> (values: [String: String], repeated: String?) {
        var values: [String: String] = [:]
        var repeated: String?
        for (name, value) in pairs(of: connection, cmhd_query_kind) {
            if values.updateValue(value, forKey: name) != nil, repeated == nil { repeated = name }
        }
        return (values, repeated)
    }

    /// Queues `response` as the answer to `exchange`; `beforeBody` when the body is still unread.
    static func queue(
        _ response: HTTPResponse, for exchange: Exchange, on connection: OpaquePointer, beforeBody: Bool = false
    ) -> MHD_Result {
        exchange.sent(response.status, beforeBody: beforeBody)
        guard let made = cmhd_create_response_copying(response.body.count, response.body) else { return cmhd_no }
        defer { MHD_destroy_response(made) }
        for header in response.headers {
            _ = MHD_add_response_header(made, header.name, header.value)
        }
        return MHD_queue_response(connection, UInt32(response.status), made)
    }
}

/// The names and values gathered by ``pairIterator``.
private final class Pairs {
    var pairs: [(name: String, value: String)] = []
}

private let pairIterator: MHD_KeyValueIterator = { context, _, key, value in
    guard let context, let key else { return cmhd_yes }
    let collector = Unmanaged<Pairs>.fromOpaque(context).takeUnretainedValue()
    collector.pairs.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
    return cmhd_yes
}

private let daemonAccessHandler: MHD_AccessHandlerCallback = {
    context, connection, url, method, _, upload, uploadSize, slot in
    guard let context, let connection, let url, let method, let uploadSize, let slot else { return cmhd_no }
    let daemon = Unmanaged<HTTPDaemon>.fromOpaque(context).takeUnretainedValue()
    return daemon.handle(
        connection: connection, url: url, method: method, upload: upload,
        uploadSize: uploadSize, slot: slot)
}

private let daemonCompletionHandler: MHD_RequestCompletedCallback = { context, connection, slot, _ in
    guard let context, let slot else { return }
    Unmanaged<HTTPDaemon>.fromOpaque(context).takeUnretainedValue().complete(connection: connection, slot: slot)
}

/// Sees the request target before the library decodes it: a request whose target hides a
/// control character starts with ``RequestTarget/refusedMark`` in its slot.
private let daemonTargetCallback: cmhd_uri_callback = { _, uri, _ in
    guard let uri else { return nil }
    let raw = UnsafeRawBufferPointer(start: uri, count: strlen(uri))
    return RequestTarget.hasEncodedControlCharacter(Array(raw)) ? RequestTarget.refusedMark : nil
}

private let daemonConnectionCallback: MHD_NotifyConnectionCallback = { context, connection, _, event in
    guard let context, let connection else { return }
    Unmanaged<HTTPDaemon>.fromOpaque(context).takeUnretainedValue().connection(
        connection, opened: event == cmhd_connection_started)
}

extension RequestTarget {
    /// What the library keeps for a request whose target is refused, until the first call of the
    /// access handler answers it: an address no allocation ever has. (Beside the callbacks that
    /// pass it to and from the library, so that only this file handles C's pointers.)
    static var refusedMark: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: 1) }
}
