//
//  ProjectSchema+Remote.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import Foundation

// Projects over HTTP (docs/REST.md), through the `app` gateway (`scaffold --gateway`): the
// requests in `Network/APIRequest/`, the response in `Network/APIResponse/`.
extension ProjectSchema: RemoteTableSchema {
    package static let gateway = GatewayName.app

    package static func get(id: UUID) -> GetProjectRequest { GetProjectRequest(id: id) }
    package static func list(_ query: ProjectQuery) -> ListProjectRequest { ListProjectRequest(query: query) }
    package static func count(_ filter: ProjectFilter) -> CountProjectRequest { CountProjectRequest(filter: filter) }
    package static func create(_ records: [ProjectRecord]) -> CreateProjectRequest {
        CreateProjectRequest(projects: records.map(ProjectBody.init))
    }
    package static func update(_ record: ProjectRecord) -> UpdateProjectRequest {
        UpdateProjectRequest(id: record.id, project: ProjectBody(record))
    }
    package static func delete(id: UUID) -> DeleteProjectRequest { DeleteProjectRequest(id: id) }
    package static func record(from response: ProjectResponse) throws(DataSourceError) -> ProjectRecord {
        try response.toRecord()
    }
}
