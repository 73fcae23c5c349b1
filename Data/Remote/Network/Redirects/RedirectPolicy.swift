import Data
import Foundation

/// Which redirects a gateway follows: a read (`GET`) to the same origin (scheme, host and port),
/// at most ``maximumHops`` times in a row. Anything else ends the request as
/// ``NetworkError/redirectRefused(_:)``: following a write would send it again (or, as URL
/// loaders do with a 302, turn it into a GET that writes nothing and looks like success), and
/// another origin must not receive the request's credentials.
public enum RedirectPolicy {
    /// The most redirects followed for one request.
    public static let maximumHops = 5

    /// The statuses that redirect (300 and 304 do not).
    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    /// Where to go next after `hops` redirects so far, or why not.
    static func next(
        method: HTTPMethod, from current: URL, location: String?, hops: Int
    ) -> Result<URL, RedirectFailure.Reason> {
        guard method == .get else { return .failure(.notARead) }
        guard let location, !location.isEmpty, let target = URL(string: location, relativeTo: current)?.absoluteURL
        else { return .failure(.noLocation) }
        guard origin(of: target) == origin(of: current) else { return .failure(.otherOrigin) }
        guard hops < maximumHops else { return .failure(.tooManyHops(maximumHops)) }
        return .success(target)
    }

    /// `http://host:port`, lower-cased, with the scheme's default port filled in.
    static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }
}
