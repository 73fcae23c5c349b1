import Domain
import Foundation

/// Fetches the projects a query selects, filtered, sorted and paged by the server: `GET projects?...`.
public struct ListProjectRequest: APIRequest {
    /// The projects, in the query's order.
    public typealias Response = [ProjectResponse]

    /// Which projects, in what order, which page.
    public let query: ProjectQuery

    /// Asks for the projects `query` selects.
    public init(query: ProjectQuery) {
        self.query = query
    }

    /// `projects`.
    public var path: String { "projects" }
    /// `GET`.
    public var method: HTTPMethod { .get }
    /// The query's filter, sort and page (docs/REST.md, "Queries").
    public var queryItems: [URLQueryItem] { query.queryItems }
}
