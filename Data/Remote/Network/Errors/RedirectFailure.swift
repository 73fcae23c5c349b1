import Data

/// A redirect that was not followed: what was asked, where the server sent it, and why not.
public struct RedirectFailure: Sendable, CustomStringConvertible {
    /// Why a redirect is refused.
    public enum Reason: Error, Sendable, Equatable {
        /// Only reads are followed: following a write would resend (or, as URL loaders do for a
        /// 302, silently turn it into a GET that writes nothing).
        case notARead
        /// The new location is on another origin (scheme, host or port), which must not receive
        /// the request's credentials or be trusted with the store.
        case otherOrigin
        /// More hops than ``RedirectPolicy/maximumHops`` in a row.
        case tooManyHops(Int)
        /// The answer had no usable `Location`.
        case noLocation
    }

    /// The method of the request.
    public let method: HTTPMethod
    /// The URL that answered with the redirect.
    public let url: String
    /// The redirect's status, e.g. 302.
    public let status: Int
    /// The `Location` header as sent, or empty.
    public let location: String
    /// Why it was not followed.
    public let reason: Reason

    /// E.g. `POST http://…/v1/todos answered 302 to http://…/elsewhere: a write is never redirected`.
    public var description: String {
        let target = location.isEmpty ? "" : " to \(location)"
        return "\(method.rawValue) \(url) answered \(status)\(target): \(explanation)"
    }

    /// Why the redirect was not followed, as a phrase.
    public var explanation: String {
        switch reason {
        case .notARead: "only reads are redirected, so the write was not sent on and nothing was stored"
        case .otherOrigin: "redirects to another server are never followed"
        case .tooManyHops(let hops): "more than \(hops) redirects in a row"
        case .noLocation: "the answer names no Location"
        }
    }
}
