import Domain
import Foundation
import WireFormat

// How a todo query travels: one query-string parameter per option (docs/REST.md, "Queries").
// Options at their defaults are left out, so the server's defaults apply.

extension TodoFilter: QueryParameters {
    /// The filter's parameters: completion, project, priority, text, dueBefore, dueAfter.
    public var queryItems: [URLQueryItem] {
        var items: [URLQueryItem] = []
        switch completion {
        case .any: break
        case .open: items.append(URLQueryItem(name: "completion", value: "open"))
        case .done: items.append(URLQueryItem(name: "completion", value: "done"))
        }
        switch project {
        case .any: break
        case .none: items.append(URLQueryItem(name: "project", value: "none"))
        case .project(let id): items.append(URLQueryItem(name: "project", value: WireID.text(id)))
        }
        if let priority { items.append(URLQueryItem(name: "priority", value: priority.name)) }
        if let text, !text.isEmpty { items.append(URLQueryItem(name: "text", value: text)) }
        if let dueBefore { items.append(URLQueryItem(name: "dueBefore", value: WireTime.format(dueBefore))) }
        if let dueAfter { items.append(URLQueryItem(name: "dueAfter", value: WireTime.format(dueAfter))) }
        return items
    }
}

extension TodoSort.Field {
    /// The field's name on the wire.
    var wireName: String {
        switch self {
        case .createdAt: "createdAt"
        case .updatedAt: "updatedAt"
        case .dueDate: "due"
        case .priority: "priority"
        case .title: "title"
        }
    }
}

extension TodoQuery: QueryParameters {
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
