//
//  ProjectRequests.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import Foundation
import WireFormat

// The requests of `projects`: the one REST shape's (docs/REST.md, `ResourceRequests.swift`) over
// the wire object, and how a query travels.

/// A project as the API receives it in `POST projects` and
/// `PUT projects/{id}`: the one wire object, WireFormat's `ProjectJSON` (docs/openapi.json).
public typealias ProjectBody = ProjectJSON
/// Fetches one project: `GET projects/{id}`; 404 when there is none.
public typealias GetProjectRequest = GetResourceRequest<ProjectResponse>
/// Fetches the projects a query selects, filtered, sorted and paged by the server: `GET projects?...`.
public typealias ListProjectRequest = ListResourceRequest<ProjectResponse, ProjectQuery>
/// Counts the projects a filter selects, on the server: `GET projects/count?...`.
public typealias CountProjectRequest = CountResourceRequest<ProjectResponse, ProjectFilter>
/// Stores new projects, all or none: `POST projects` with an array; 201 with them as stored.
public typealias CreateProjectRequest = CreateResourceRequest<ProjectResponse>
/// Replaces a stored project, keeping its `createdAt`: `PUT projects/{id}`; 200 with it as stored.
public typealias UpdateProjectRequest = UpdateResourceRequest<ProjectResponse>
/// Removes a project: `DELETE projects/{id}`; 204 when done, 404 when there is none.
public typealias DeleteProjectRequest = DeleteResourceRequest<ProjectResponse>

// How a project query travels (docs/REST.md, "Generated collections"): one parameter per
// condition that is set, named as the filter's property, its value as `QueryText` spells it, "no
// value" `null`; then sort (the field's name), order, limit, offset (`SortDirection+QueryItems.swift`).

extension ProjectFilter: QueryParameters {
    /// The parameters of the conditions that are set.
    public var queryItems: [URLQueryItem] {
        [URLQueryItem]()
            .adding("name", name)
            .adding("nameContains", nameContains)
            .adding("text", text)
    }
}

extension ProjectSortField: QuerySortField {}
