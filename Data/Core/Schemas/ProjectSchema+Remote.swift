import Domain
import Foundation

// Projects over HTTP (docs/REST.md): the requests in `Network/APIRequest/`, the response in
// `Network/APIResponse/`.
extension ProjectSchema: RemoteTableSchema {
    static func get(id: UUID) -> GetProjectRequest { GetProjectRequest(id: id) }
    static func list(_ query: ProjectQuery) -> ListProjectRequest { ListProjectRequest(query: query) }
    static func count(_ filter: ProjectFilter) -> CountProjectRequest { CountProjectRequest(filter: filter) }
    static func create(_ records: [ProjectRecord]) -> CreateProjectRequest {
        CreateProjectRequest(projects: records.map(ProjectBody.init))
    }
    static func update(_ record: ProjectRecord) -> UpdateProjectRequest {
        UpdateProjectRequest(id: record.id, project: ProjectBody(record))
    }
    static func delete(id: UUID) -> DeleteProjectRequest { DeleteProjectRequest(id: id) }
    static func record(from response: ProjectResponse) throws(DataSourceError) -> ProjectRecord {
        try response.toRecord()
    }
}
