/// The collections below `/v1`, by their path segment.
struct RouteTable: Sendable {
    private(set) var collections: [String: any CollectionRoutes] = [:]
    /// The collections in the order they were registered (dependents last, e.g. todos after projects).
    private(set) var ordered: [any CollectionRoutes] = []
    /// Each collection's `GET /{collection}/{id}` on the calling thread (see
    /// ``ResourceRoutes/respondNow(toGETOf:)``), as a closure made where the resource's type is
    /// known: called through ``CollectionRoutes``, the same code ran unspecialised, looking up
    /// generic type metadata on every GET.
    private(set) var lookupsNow: [String: @Sendable (Substring) -> HTTPResponse?] = [:]

    /// Serves `resource`'s six routes below `/v1/{collection}`.
    mutating func serve<Resource: RESTResource>(_ resource: Resource) {
        let routes = ResourceRoutes(resource: resource)
        collections[routes.collection] = routes
        ordered.append(routes)
        lookupsNow[routes.collection] = { routes.respondNow(toGETOf: $0) }
    }
}
