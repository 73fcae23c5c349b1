import Domain
import Foundation
import WireFormat

// How every collection's query travels (docs/REST.md, "Queries"): its filter's parameters (each
// entity's `{Entity}Requests.swift`), then sort, order, limit, offset, after, the same for all.

/// A sort field as a query string names it (`sort=name`): its case's name, which is the field's
/// Swift name (docs/REST.md, "Generated collections").
public protocol QuerySortField: SortField {}

extension QuerySortField {
    /// The field's name on the wire: the case's name.
    public var wireName: String { String(describing: self) }
}

extension FetchQuery: QueryParameters where Filter: QueryParameters, SortedBy: QuerySortField {
    /// The filter's parameters, then sort, order, limit and offset.
    public var queryItems: [URLQueryItem] {
        filter.queryItems + sort.direction.queryItems(sortingBy: sort.field.wireName, page: page)
    }
}

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
