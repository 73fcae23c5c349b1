import Domain
import Foundation
import WireFormat

// How every collection's query ends (docs/REST.md, "Queries"): sort, order, limit, offset, after.

extension SortDirection {
    /// `asc` or `desc`.
    var wireName: String {
        switch self {
        case .ascending: "asc"
        case .descending: "desc"
        }
    }

    /// `sort` (the field's wire name), `order`, then the page's `limit`, `offset` and `after`:
    /// how every collection's query ends.
    func queryItems(sortingBy field: String, page: Page?) -> [URLQueryItem] {
        [URLQueryItem(name: "sort", value: field), URLQueryItem(name: "order", value: wireName)]
            + (page?.queryItems(sort: field, order: wireName) ?? [])
    }
}

extension Page {
    /// `limit` and `offset`, then `after`, the cursor made under the query's `sort` and `order`.
    func queryItems(sort: String, order: String) -> [URLQueryItem] {
        [URLQueryItem(name: "limit", value: "\(limit)"), URLQueryItem(name: "offset", value: "\(offset)")]
            + (after.map { [URLQueryItem(name: "after", value: WirePageCursor.text($0, sort: sort, order: order))] }
                ?? [])
    }
}
