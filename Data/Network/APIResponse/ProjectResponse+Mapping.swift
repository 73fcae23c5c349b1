import Domain
import Foundation

extension ProjectResponse {
    /// The Domain value this response describes; a time outside `Date.storableMilliseconds` is a
    /// storage error, since only a server that breaks the contract can send one.
    public func toDomain() throws(DataSourceError) -> Project {
        Project(
            id: id, name: name,
            createdAt: try StoredTime.date(createdAt, entity: "project", id: id, field: "createdAt", source: .server),
            updatedAt: try StoredTime.date(updatedAt, entity: "project", id: id, field: "updatedAt", source: .server))
    }

    /// The record a data source hands its repository.
    func toRecord() throws(DataSourceError) -> ProjectRecord {
        ProjectRecord(try toDomain())
    }
}
