/// The collections below `/v1`, by their path segment.
struct RouteTable: Sendable {
    private(set) var collections: [String: any CollectionRoutes] = [:]
    /// The collections in the order they were registered (dependents last, e.g. todos after projects).
    private(set) var ordered: [any CollectionRoutes] = []

    /// Serves `resource`'s six routes below `/v1/{collection}`.
    mutating func serve<Resource: RESTResource>(_ resource: Resource) {
        let routes = ResourceRoutes(resource: resource)
        collections[routes.collection] = routes
        ordered.append(routes)
    }
}
