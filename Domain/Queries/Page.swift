/// A window onto sorted results: skip `offset`, then take at most `limit`.
public struct Page: Hashable, Sendable {
    /// The most results to return; at least 0.
    public var limit: Int
    /// How many results to skip first; at least 0.
    public var offset: Int

    /// Makes a page. Negative values are refused by ``validated()``, which repositories call.
    public init(limit: Int, offset: Int = 0) {
        self.limit = limit
        self.offset = offset
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
