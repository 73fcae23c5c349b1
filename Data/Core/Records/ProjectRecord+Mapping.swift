import Domain
import Foundation

extension ProjectRecord {
    /// The record that stores `project`.
    public init(_ project: Project) {
        self.init(
            id: project.id,
            name: project.name,
            nameKey: project.nameKey,
            createdAt: project.createdAt.millisecondsSince1970,
            updatedAt: project.updatedAt.millisecondsSince1970
        )
    }

    /// The Domain value this record stores; a time outside `Date.storableMilliseconds` is a
    /// storage error, since only a damaged or foreign store can hold one.
    public func toDomain() throws(DataSourceError) -> Project {
        Project(
            id: id,
            name: name,
            createdAt: try StoredTime.date(createdAt, entity: "project", id: id, field: "createdAt"),
            updatedAt: try StoredTime.date(updatedAt, entity: "project", id: id, field: "updatedAt")
        )
    }
}
