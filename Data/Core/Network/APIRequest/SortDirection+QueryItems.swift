import Domain
import Foundation

// How every collection's query ends (docs/REST.md, "Queries"): sort, order, limit, offset.

extension SortDirection {
    /// `asc` or `desc`.
    var wireName: String {
        switch self {
        case .ascending: "asc"
        case .descending: "desc"
        }
    }

    /// `sort` (the field's wire name), `order`, then the page's `limit` and `offset`: how every
    /// collection's query ends.
    func queryItems(sortingBy field: String, page: Page?) -> [URLQueryItem] {
        [URLQueryItem(name: "sort", value: field), URLQueryItem(name: "order", value: wireName)]
            + (page?.queryItems ?? [])
    }
}

extension Page {
    /// `limit` and `offset`.
    var queryItems: [URLQueryItem] {
        [URLQueryItem(name: "limit", value: "\(limit)"), URLQueryItem(name: "offset", value: "\(offset)")]
    }
}
