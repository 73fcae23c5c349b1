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

    /// The Domain value this record stores.
    public func toDomain() -> Project {
        Project(
            id: id,
            name: name,
            createdAt: Date(millisecondsSince1970: createdAt),
            updatedAt: Date(millisecondsSince1970: updatedAt)
        )
    }
}
