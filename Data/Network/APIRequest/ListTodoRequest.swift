import Domain
import Foundation

/// Fetches the todos a query selects, filtered, sorted and paged by the server: `GET todos?...`.
public struct ListTodoRequest: APIRequest {
    /// The todos, in the query's order.
    public typealias Response = [TodoResponse]

    /// Which todos, in what order, which page.
    public let query: TodoQuery

    /// Asks for the todos `query` selects.
    public init(query: TodoQuery) {
        self.query = query
    }

    /// `todos`.
    public var path: String { "todos" }
    /// `GET`.
    public var method: HTTPMethod { .get }
    /// The query's filter, sort and page (docs/REST.md, "Queries").
    public var queryItems: [URLQueryItem] { query.queryItems }
}
