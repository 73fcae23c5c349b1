//
//  ProjectResource.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import Foundation
import WireFormat

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

    // A project on the wire is WireFormat's `ProjectJSON` (docs/openapi.json, `Project`):
    // the same object the remote store, `--json` and export use.

    func entity(from body: ProjectJSON, id: UUID?) throws(APIError) -> Project {
        do {
            return try body.project(id: id)
        } catch {
            throw .invalidField(error.member, error.message)
        }
    }

    func body(of project: Project) -> ProjectJSON {
        ProjectJSON(project)
    }

    // The query parameters of `GET /v1/projects` and `/v1/projects/count` (docs/REST.md, "Queries").

    func filter(from parameters: QueryParameters) throws(APIError) -> ProjectFilter {
        ProjectFilter(
            name: try parameters.condition("name", parameters.string),
            nameContains: try parameters.condition("nameContains", parameters.string),
            text: try parameters.condition("text", parameters.string),
        )
    }

    func query(from parameters: QueryParameters) throws(APIError) -> ProjectQuery {
        let field =
            try parameters.choice(
                "sort",
                [
                    "createdAt": ProjectSort.Field.createdAt, "updatedAt": .updatedAt,
                    "name": .name,
                ]) ?? ProjectSort().field
        return ProjectQuery(
            filter: try filter(from: parameters), sort: ProjectSort(field, try parameters.direction()),
            page: try parameters.page())
    }
}

extension ProjectJSON: RecordBody {}
