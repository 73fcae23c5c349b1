import Domain
import Foundation
import WireFormat

extension ProjectJSON {
    /// The Domain value this response describes; a missing id is a storage error, since only a
    /// server that breaks the contract can send one.
    public func toDomain() throws(DataSourceError) -> Project {
        do {
            return try project()
        } catch {
            throw .storage(
                FailureEvidence("the server sent a project whose \(error.member) is wrong: \(error.message)"))
        }
    }

    /// The record a data source hands its repository.
    func toRecord() throws(DataSourceError) -> ProjectRecord {
        ProjectRecord(try toDomain())
    }
}
