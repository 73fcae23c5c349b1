/// Which projects a query selects.
public struct ProjectFilter: Hashable, Sendable {
    /// Only projects whose name contains this text, ignoring case, when set and not empty.
    public var nameContains: String?

    /// Makes a filter; the default selects every project.
    public init(nameContains: String? = nil) {
        self.nameContains = nameContains
    }

    /// A filter that selects every project.
    public static let all = ProjectFilter()
}
