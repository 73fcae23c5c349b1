import Domain
import Foundation

// How a project query travels (docs/REST.md, "Queries").

extension ProjectFilter: QueryParameters {
    /// `nameContains`, when set and not empty.
    public var queryItems: [URLQueryItem] {
        guard let nameContains, !nameContains.isEmpty else { return [] }
        return [URLQueryItem(name: "nameContains", value: nameContains)]
    }
}

extension ProjectSort.Field {
    /// The field's name on the wire.
    var wireName: String {
        switch self {
        case .name: "name"
        case .createdAt: "createdAt"
        case .updatedAt: "updatedAt"
        }
    }
}

extension ProjectQuery: QueryParameters {
    /// The filter's parameters, then sort, order, limit and offset.
    public var queryItems: [URLQueryItem] {
        filter.queryItems + sort.direction.queryItems(sortingBy: sort.field.wireName, page: page)
    }
}
