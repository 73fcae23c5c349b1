import Domain
import Foundation

/// Counts the projects a filter selects, on the server: `GET projects/count?...`.
public struct CountProjectRequest: APIRequest {
    /// See `CountResponse`.
    public typealias Response = CountResponse

    /// Which projects to count.
    public let filter: ProjectFilter

    /// Asks how many projects `filter` selects.
    public init(filter: ProjectFilter) {
        self.filter = filter
    }

    /// `projects/count`.
    public var path: String { "projects/count" }
    /// `GET`.
    public var method: HTTPMethod { .get }
    /// The filter's parameters.
    public var queryItems: [URLQueryItem] { filter.queryItems }
}
