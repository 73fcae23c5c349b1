import Domain
import Foundation

// How a project query travels (docs/REST.md, "Queries").

extension ProjectFilter {
    /// `nameContains`, when set and not empty.
    var queryItems: [URLQueryItem] {
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

extension ProjectQuery {
    /// The filter's parameters, then sort, order, limit and offset.
    var queryItems: [URLQueryItem] {
        filter.queryItems + [
            URLQueryItem(name: "sort", value: sort.field.wireName),
            URLQueryItem(name: "order", value: sort.direction.wireName),
        ] + (page?.queryItems ?? [])
    }
}
