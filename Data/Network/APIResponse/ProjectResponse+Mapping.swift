import Domain
import Foundation

extension ProjectResponse {
    /// The Domain value this response describes.
    public func toDomain() -> Project {
        Project(
            id: id, name: name, createdAt: Date(millisecondsSince1970: createdAt),
            updatedAt: Date(millisecondsSince1970: updatedAt))
    }

    /// The record a data source hands its repository.
    func toRecord() -> ProjectRecord {
        ProjectRecord(toDomain())
    }
}
