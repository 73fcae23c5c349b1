/// What the server accepts from one client before it refuses or hangs up.
struct HTTPLimits: Sendable {
    /// The largest request body; a larger one is answered 413 `body_too_large`.
    var maximumBodyBytes = 64 << 20
    /// The memory for one connection's request line and headers; larger headers are answered 431.
    /// libmicrohttpd zeroes the whole of it after every request, so it is no larger than an API's
    /// headers need: at 64 KiB the zeroing was an eighth of the CPU time of a GET by id, at 16 KiB
    /// still 0.5 µs of it. 8 KiB is what nginx and Apache allow one header line by default, and
    /// leaves room for a bearer token of several kilobytes (see `AuthorizationTests`).
    var maximumHeaderBytes = 8 << 10
    /// A connection silent for this long is closed (slow clients, half-open sockets).
    var idleTimeoutSeconds = 10
    /// The threads that run the event loops (each with its own set of connections).
    var threads = 2
    /// The most connections open at once; more wait in the listen queue.
    var maximumConnections = 1024
}

extension HTTPLimits {
    /// What all request bodies being read may hold together: four of the largest. A body that
    /// does not fit is 503 `busy` with `Retry-After` (``BodyBudget``).
    var maximumBodyBytesInFlight: Int { 4 * maximumBodyBytes }

    /// Seconds a request head (line and headers) may take, from the connection's start or its
    /// previous request's end (``HeadDeadline``): a few, which any client that is not trickling
    /// its head on purpose needs a fraction of.
    var headDeadlineSeconds: Int { 5 }

    /// Connections that may wait for a head at once: half the connection limit, so that the
    /// other half is always free for requests whose heads are whole.
    var maximumConnectionsWaitingForHead: Int { max(1, maximumConnections / 2) }
}
