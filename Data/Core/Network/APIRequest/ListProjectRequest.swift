import Domain

/// Fetches the projects a query selects, filtered, sorted and paged by the server: `GET projects?...`.
public struct ListProjectRequest: ListResourceRequest {
    /// The collection, `projects`: the answer is the selected projects, in the query's order.
    public typealias Resource = ProjectResponse

    /// Which projects, in what order, which page.
    public let query: ProjectQuery

    /// Asks for the projects `query` selects.
    public init(query: ProjectQuery) {
        self.query = query
    }
}
