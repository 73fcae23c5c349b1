import Data
import Foundation

/// How a gateway sends: its timeout, retries, limits, credentials and transport.
public struct NetworkSettings: Sendable {
    /// How long one attempt may take, from sending to the last byte of the answer.
    public var timeout: Duration
    /// When to send an idempotent request again.
    public var retry: RetryPolicy
    /// The largest answer body accepted (a request with a body accepts up to twice its size when
    /// that is more); reading stops there, as ``NetworkError/responseTooLarge(limit:received:url:)``.
    public var maximumResponseBytes: Int
    /// Adds credentials to every request, when set.
    public var authorizer: (any RequestAuthorizer)?
    /// What actually sends.
    public var transport: any HTTPTransport
    /// The clock, sleep and jitter of the retry loop.
    public var timing: RetryTiming

    /// Makes settings; the defaults suit an API on a nearby server.
    public init(
        timeout: Duration = .seconds(15),
        retry: RetryPolicy = RetryPolicy(),
        maximumResponseBytes: Int = 8 * 1024 * 1024,
        authorizer: (any RequestAuthorizer)? = nil,
        transport: any HTTPTransport = CurlTransport.shared,
        timing: RetryTiming = .live
    ) {
        self.timeout = timeout
        self.retry = retry
        self.maximumResponseBytes = maximumResponseBytes
        self.authorizer = authorizer
        self.transport = transport
        self.timing = timing
    }
}
