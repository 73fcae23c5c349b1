//
//  ProjectRequests.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import Foundation
import WireFormat

// The requests of `projects`, one per action of the one REST shape (docs/REST.md), what a body
// carries, and how a query travels.

/// A project as the API receives it in `POST projects` and
/// `PUT projects/{id}`: the one wire object, WireFormat's `ProjectJSON` (docs/openapi.json).
public typealias ProjectBody = ProjectJSON

extension ProjectJSON {
    /// The body that sends `record`.
    public init(_ record: ProjectRecord) {
        self.init(
            id: WireID(record.id),
            name: WireValue.of(record.name),
            createdAt: WireTime(Date(millisecondsSince1970: record.createdAt)),
            updatedAt: WireTime(Date(millisecondsSince1970: record.updatedAt))
        )
    }
}

/// Fetches one project: `GET projects/{id}`; 404 when there is none.
public struct GetProjectRequest: GetResourceRequest {
    /// See `ProjectResponse`.
    public typealias Response = ProjectResponse

    /// The project's id.
    public let id: UUID

    /// Asks for the project with `id`.
    public init(id: UUID) {
        self.id = id
    }
}

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

/// Stores new projects, all or none: `POST projects` with an array; 201 with them as stored.
public struct CreateProjectRequest: CreateResourceRequest {
    /// The collection, `projects`: the answer is the projects as stored.
    public typealias Resource = ProjectResponse

    /// What to store, in order.
    public let projects: [ProjectBody]

    /// Asks to store `projects` in one transaction.
    public init(projects: [ProjectBody]) {
        self.projects = projects
    }

    /// The array of projects.
    public var body: (any Encodable & Sendable)? { projects }
}

/// Replaces a stored project, keeping its `createdAt`: `PUT projects/{id}`; 200 with it as stored.
public struct UpdateProjectRequest: UpdateResourceRequest {
    /// The project as now stored.
    public typealias Response = ProjectResponse

    /// The id of the project to replace, which the path names.
    public let id: UUID
    /// The new state.
    public let project: ProjectBody

    /// Asks to replace the stored project with `id` by `project`.
    public init(id: UUID, project: ProjectBody) {
        self.id = id
        self.project = project
    }

    /// The project.
    public var body: (any Encodable & Sendable)? { project }
}

/// Removes a project: `DELETE projects/{id}`; 204 when done, 404 when there is none.
public struct DeleteProjectRequest: DeleteResourceRequest {
    /// The collection: `projects`.
    public typealias Resource = ProjectResponse

    /// The project's id.
    public let id: UUID

    /// Asks to remove the project with `id`.
    public init(id: UUID) {
        self.id = id
    }
}

// How a project query travels (docs/REST.md, "Generated collections"): one parameter per
// condition that is set, named as the filter's property, its value as `QueryText` spells it, "no
// value" `null`; then sort, order, limit, offset.

extension ProjectFilter: QueryParameters {
    /// The parameters of the conditions that are set.
    public var queryItems: [URLQueryItem] {
        [URLQueryItem]()
            .adding("name", name)
            .adding("nameContains", nameContains)
    }
}

extension ProjectSort.Field {
    /// The field's name on the wire.
    var wireName: String {
        switch self {
        case .name: "name"
        case .createdAt: "createdAt"
        case .updatedAt: "updatedAt"
        }
    }
}

extension ProjectQuery: QueryParameters {
    /// The filter's parameters, then sort, order, limit and offset.
    public var queryItems: [URLQueryItem] {
        filter.queryItems + sort.direction.queryItems(sortingBy: sort.field.wireName, page: page)
    }
}
