import Domain

/// Projects at `/v1/projects`, over the project repository the container holds.
struct ProjectResource: RESTResource {
    let repository: any EntityRepository<Project, ProjectQuery, ProjectFilter>

    var collection: String { "projects" }
    var entityName: String { "project" }
}

extension ProjectResource {
    /// Serves the project repository the container holds.
    init(_ projects: any ProjectRepositoryProtocol) {
        self.init(serving: projects)
    }
}
