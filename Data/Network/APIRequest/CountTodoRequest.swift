import Domain
import Foundation

/// Counts the todos a filter selects, on the server: `GET todos/count?...`.
public struct CountTodoRequest: APIRequest {
    /// See `CountResponse`.
    public typealias Response = CountResponse

    /// Which todos to count.
    public let filter: TodoFilter

    /// Asks how many todos `filter` selects.
    public init(filter: TodoFilter) {
        self.filter = filter
    }

    /// `todos/count`.
    public var path: String { "todos/count" }
    /// `GET`.
    public var method: HTTPMethod { .get }
    /// The filter's parameters.
    public var queryItems: [URLQueryItem] { filter.queryItems }
}
