import Domain
import Foundation

// An enum field's case is stored by name (a text column, the file store's string); each
// generated record declares its enums' conformance (`extension Status: StoredFieldValue {}`).
extension StoredFieldValue where Self: FieldEnum {
    var storedValue: String { rawValue }
    init(storedValue stored: String, entity: String, id: UUID, field: String) throws(DataSourceError) {
        guard let value = Self(rawValue: stored) else {
            throw .storage(
                FailureEvidence(
                    "\(entity) \(id.uuidString) has \(field) \"\(stored)\", which is none of \(Self.caseNames)"))
        }
        self = value
    }
}
