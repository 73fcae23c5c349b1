import Domain

// The query parameters of `GET /v1/projects` and `/v1/projects/count` (docs/REST.md, "Queries").

extension ProjectResource {
    func filter(from parameters: QueryParameters) throws(APIError) -> ProjectFilter {
        ProjectFilter(nameContains: parameters["nameContains"])
    }

    func query(from parameters: QueryParameters) throws(APIError) -> ProjectQuery {
        let field =
            try parameters.choice(
                "sort", ["name": ProjectSort.Field.name, "createdAt": .createdAt, "updatedAt": .updatedAt]) ?? .name
        return ProjectQuery(
            filter: try filter(from: parameters), sort: ProjectSort(field, try parameters.direction()),
            page: try parameters.page())
    }
}
