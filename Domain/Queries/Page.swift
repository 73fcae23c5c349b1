/// A window onto sorted results: start after `after` (when set), skip `offset`, then take at
/// most `limit`.
///
/// Two ways to page, which may be combined: `after` (keyset) names the last result already
/// seen, so walking a collection with it never skips a result that stayed, even when others
/// are deleted or added between pages; `offset` counts results, so a result deleted before the
/// window moves the next one into the previous page, where the walk never sees it.
public struct Page: Hashable, Sendable {
    /// The most results to return; at least 0.
    public var limit: Int
    /// How many results to skip first; at least 0.
    public var offset: Int
    /// Only results that come after this position in the query's order; nil to start at the first.
    public var after: PageCursor?

    /// Makes a page. Negative values are refused by ``validated()``, which repositories call.
    public init(limit: Int, offset: Int = 0, after: PageCursor? = nil) {
        self.limit = limit
        self.offset = offset
        self.after = after
    }

    /// This page, or the field that is out of range.
    public func validated() throws(ValidationError) -> Page {
        guard limit >= 0 else {
            throw ValidationError(field: "page.limit", problem: .invalid("\(limit) is negative; use 0 or more"))
        }
        guard offset >= 0 else {
            throw ValidationError(field: "page.offset", problem: .invalid("\(offset) is negative; use 0 or more"))
        }
        return self
    }
}
