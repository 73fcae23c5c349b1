import Domain

/// Counts the projects a filter selects, on the server: `GET projects/count?...`.
public struct CountProjectRequest: CountResourceRequest {
    /// The collection: `projects`.
    public typealias Resource = ProjectResponse

    /// Which projects to count.
    public let filter: ProjectFilter

    /// Asks how many projects `filter` selects.
    public init(filter: ProjectFilter) {
        self.filter = filter
    }
}
