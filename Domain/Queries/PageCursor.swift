import Foundation

/// Where a keyset page starts: the sort key and the id of the last result already seen.
///
/// A page ``Page/after`` a cursor holds only the results that come after that position in the
/// query's order (a strict total order, ties broken by id), wherever they are stored. A result
/// deleted or added before the position moves no other result across a page boundary, as it
/// would with an ``Page/offset``: walking a collection page by page with cursors never skips a
/// result that stayed, even when the result the cursor was made from is gone. Each sort makes
/// one from a result with ``EntitySort/cursor(of:)``.
public struct PageCursor: Hashable, Sendable {
    /// The value of the sort's field in the last result seen (``SortKey/missing`` when it had none).
    public var key: SortKey
    /// The id of the last result seen, which breaks ties of the key.
    public var id: UUID

    /// The position of a result whose sort field holds `key` and whose id is `id`.
    public init(key: SortKey, id: UUID) {
        self.key = key
        self.id = id
    }
}
