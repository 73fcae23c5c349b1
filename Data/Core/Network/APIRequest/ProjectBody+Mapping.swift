import Domain
import Foundation
import WireFormat

extension ProjectJSON {
    /// The body that sends `record`.
    public init(_ record: ProjectRecord) {
        self.init(
            id: WireID(record.id), name: record.name,
            createdAt: WireTime(Date(millisecondsSince1970: record.createdAt)),
            updatedAt: WireTime(Date(millisecondsSince1970: record.updatedAt)))
    }
}
