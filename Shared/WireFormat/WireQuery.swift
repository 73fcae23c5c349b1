import Foundation

/// Query names and values as the wire writes them (docs/REST.md, "Paging"): the server in a
/// next page's `Link`, the remote store in every request, so that the two encode alike.
public enum WireQuery {
    /// `text` with every character but RFC 3986's unreserved ones percent-encoded: `+` too,
    /// which URLComponents leaves alone and servers read as a space.
    public static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
