import DI
import Domain

/// Every entity the server serves, each over the repository the composition root registered.
enum ServedResources {
    /// The collections' routes, resolved from `container`.
    static func routes(from container: any Resolver) throws(ResolutionError) -> RouteTable {
        var routes = RouteTable()
        // One line per entity; scripts/scaffold inserts new entities' lines here.
        // scaffold:routes:begin
        routes.serve(ProjectResource(try container.require((any ProjectRepositoryProtocol).self)))
        routes.serve(TodoResource(try container.require((any TodoRepositoryProtocol).self)))
        // scaffold:routes:end
        return routes
    }
}
