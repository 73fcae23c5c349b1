import Domain
import Foundation
import Synchronization
import WireFormat

/// A request's query parameters, read into typed values with errors that name the parameter.
///
/// Every reader notes the name it looks up, given or not, so once a route has read its query
/// the names it knows are exactly the ones noted, and ``refuseUnread(by:)`` refuses any other:
/// the one place that keeps a misspelt filter from being ignored, for generated entities too.
struct QueryParameters: Sendable {
    private let values: [String: String]
    private let consulted = ConsultedNames()

    /// The parameters, by name.
    init(_ values: [String: String]) {
        self.values = values
    }

    /// The raw value of `name`, when given.
    subscript(name: String) -> String? {
        consulted.note(name)
        return values[name]
    }

    /// Refuses, as 400 `invalid_query` naming it, the first parameter (by name) that no reader
    /// looked up: `route` (`GET /v1/todos`) does not take it. Call it once the route has read
    /// everything it takes.
    func refuseUnread(by route: String) throws(APIError) {
        let known = consulted.names
        guard let unknown = values.keys.sorted().first(where: { !known.contains($0) }) else { return }
        let takes = known.isEmpty ? "no parameters" : known.sorted().joined(separator: ", ")
        throw .invalidQuery(unknown, "\(unknown) is not a parameter of \(route), which takes \(takes)")
    }

    /// The value of `name` as one of `choices` (`nil` when not given).
    func choice<Choice>(_ name: String, _ choices: KeyValuePairs<String, Choice>) throws(APIError) -> Choice? {
        guard let raw = self[name] else { return nil }
        guard let match = choices.first(where: { $0.key == raw }) else {
            let names = choices.map(\.key).joined(separator: ", ")
            throw .invalidQuery(name, "\(name) must be one of \(names); got \"\(raw)\"")
        }
        return match.value
    }

    /// The value of `name` as an integer.
    func integer(_ name: String) throws(APIError) -> Int64? {
        guard let raw = self[name] else { return nil }
        guard let value = Int64(raw) else { throw .invalidQuery(name, "\(name) must be an integer; got \"\(raw)\"") }
        return value
    }

    /// The value of `name` as an instant, written as the wire writes them (ISO 8601,
    /// `2026-01-01T09:30:00.000Z`; see `WireTime`).
    func time(_ name: String) throws(APIError) -> Date? {
        guard let raw = self[name] else { return nil }
        guard let date = WireTime.parse(raw) else { throw .invalidQuery(name, "\(name): \(WireTime.expectation(raw))") }
        return date
    }

    /// The value of `name` as a UUID.
    func uuid(_ name: String, raw: String) throws(APIError) -> UUID {
        guard let id = UUID(text: raw) else {
            throw .invalidQuery(name, "\(name) must be a UUID; got \"\(raw)\"")
        }
        return id
    }

    /// `order`: `asc` (the default) or `desc`.
    func direction() throws(APIError) -> SortDirection {
        try choice("order", ["asc": .ascending, "desc": .descending]) ?? .ascending
    }

    /// `idPrefix` and its `limit` (default 10), which take no other parameter: an id prefix
    /// names records, it does not filter or sort them.
    func idPrefix() throws(APIError) -> (IDPrefix, Int) {
        let raw = self["idPrefix"] ?? ""
        guard let prefix = IDPrefix(raw) else {
            throw .invalidQuery("idPrefix", "idPrefix must be 1 to 32 hex digits (hyphens ignored); got \"\(raw)\"")
        }
        if let other = values.keys.sorted().first(where: { $0 != "idPrefix" && $0 != "limit" }) {
            throw .invalidQuery(other, "idPrefix takes only limit with it; drop \(other)")
        }
        let limit = try integer("limit") ?? 10
        guard (1...1000).contains(limit) else {
            throw .invalidQuery("limit", "limit with idPrefix must be 1 to 1000; got \(limit)")
        }
        return (prefix, Int(limit))
    }

    /// `limit`, `offset` and `after` as a page, or nil when none is given. A negative number is
    /// refused here, naming the parameter as the URL spells it (the repository's validation would
    /// name Domain's `page.limit`), and so is a cursor this server did not make for the query's
    /// `sort` and `order` (``/WireFormat/WirePageCursor``).
    func page() throws(APIError) -> Page? {
        let limit = try integer("limit")
        let offset = try integer("offset")
        for (name, value) in [("limit", limit), ("offset", offset)] {
            if let value, value < 0 { throw .invalidQuery(name, "\(name) must be 0 or more; got \(value)") }
        }
        let after = try self["after"].map { text throws(APIError) in
            do throws(WirePageCursor.Refusal) {
                return try WirePageCursor.cursor(text, sort: self["sort"] ?? "", order: self["order"] ?? "")
            } catch {
                throw .invalidQuery("after", error.reason)
            }
        }
        guard limit != nil || offset != nil || after != nil else { return nil }
        return Page(limit: Int(clamping: limit ?? Int64.max), offset: Int(clamping: offset ?? 0), after: after)
    }

    /// The cursor of the page after one that ended with a record at `cursor`, as `after` carries
    /// it, made under this request's `sort` and `order`.
    func nextCursor(_ cursor: PageCursor) -> String {
        WirePageCursor.text(cursor, sort: values["sort"] ?? "", order: values["order"] ?? "")
    }

    /// This request's parameters with `after` set to `cursor` and no `offset` (it counted from
    /// the first page's start), in name order and percent-encoded: the query of the next page.
    func nextPageQuery(after cursor: String) -> String {
        var next = values
        next["offset"] = nil
        next["after"] = cursor
        return next.keys.sorted().map { name in WireQuery.encoded(name) + "=" + WireQuery.encoded(next[name] ?? "") }
            .joined(separator: "&")
    }
}

/// The names a request's readers looked up; shared by the copies of one ``QueryParameters``.
private final class ConsultedNames: Sendable {
    private let state = Mutex<Set<String>>([])

    func note(_ name: String) {
        state.withLock { _ = $0.insert(name) }
    }

    var names: Set<String> { state.withLock { $0 } }
}
