import Domain
import Foundation

/// A keyset page's cursor as the `after` query parameter carries it (docs/REST.md, "Paging"):
/// opaque to clients, which pass back what a `Link: <…>; rel="next"` header gave them, and
/// checked by the server, which refuses a cursor it did not make or made for another order.
///
/// The text is base64url (no padding) of six lines: the format's version, the `sort` and
/// `order` parameters the cursor was made under, the last record's id, the kind of its key
/// and the key itself (last, as text may hold a line break). The server and the remote store
/// both read and write it here, so the two cannot drift.
public enum WirePageCursor {
    /// Why a text is not a cursor, for the 400 answer that names `after`.
    public struct Refusal: Error, Sendable {
        /// What is wrong, in a sentence.
        public let reason: String
    }

    /// The cursor `cursor`, made under the query's `sort` and `order` as they are sent.
    public static func text(_ cursor: PageCursor, sort: String, order: String) -> String {
        let (kind, value): (String, String)
        switch cursor.key {
        case .text(let text): (kind, value) = ("t", text)
        case .caseName(let name): (kind, value) = ("c", name)
        case .integer(let number): (kind, value) = ("i", String(number))
        case .real(let number): (kind, value) = ("r", String(number))
        case .flag(let flag): (kind, value) = ("f", flag ? "1" : "0")
        case .instant(let date): (kind, value) = ("d", String(date.millisecondsSince1970))
        case .id(let id): (kind, value) = ("u", WireID.text(id))
        case .missing: (kind, value) = ("n", "")
        }
        let lines = [version, sort, order, WireID.text(cursor.id), kind, value].joined(separator: "\n")
        return Data(lines.utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// The cursor `text` stands for, when it was made under the same `sort` and `order`.
    public static func cursor(_ text: String, sort: String, order: String) throws(Refusal) -> PageCursor {
        let lines = try decoded(text).split(separator: "\n", maxSplits: 5, omittingEmptySubsequences: false)
        guard lines.count == 6, lines[0] == version else {
            throw Refusal(reason: "after is not a cursor this server made; pass the one its Link header gave")
        }
        guard lines[1] == sort, lines[2] == order else {
            throw Refusal(
                reason: "after was made for sort=\(lines[1]) and order=\(lines[2]); "
                    + "pass it with the parameters of the page it came from")
        }
        guard let id = UUID(text: String(lines[3])) else { throw Refusal(reason: "after names no record id") }
        guard let key = key(kind: lines[4], value: String(lines[5])) else {
            throw Refusal(reason: "after holds no sort key this server reads")
        }
        return PageCursor(key: key, id: id)
    }

    /// The format's version, the first line.
    private static let version = "1"

    /// The text base64url `text` stands for.
    private static func decoded(_ text: String) throws(Refusal) -> String {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard !text.contains("="), !text.contains("+"), !text.contains("/"),
            let bytes = Data(base64Encoded: base64), let decoded = String(bytes: bytes, encoding: .utf8)
        else {
            throw Refusal(reason: "after must be a cursor from a Link header (base64url); got \"\(text.prefix(64))\"")
        }
        return decoded
    }

    /// The key of kind `kind` written `value`, or nil when it does not read.
    private static func key(kind: Substring, value: String) -> SortKey? {
        switch kind {
        case "t" where !value.unicodeScalars.contains("\0"): .text(value)
        case "c" where !value.unicodeScalars.contains("\0"): .caseName(value)
        case "i": Int64(value).map { .integer($0) }
        case "r": Double(value).flatMap { $0.isFinite ? .real($0) : nil }
        case "f" where value == "0" || value == "1": .flag(value == "1")
        case "d": Int64(value).map { .instant(Date(millisecondsSince1970: $0)) }
        case "u": UUID(text: value).map { .id($0) }
        case "n" where value.isEmpty: .missing
        default: nil
        }
    }
}
