import Domain
import Foundation

// An enum field's case is stored as its raw value: its name (a text column, the file store's
// string), or a ranked enum's rank (an INTEGER column, the file store's number). Each generated
// record declares its enums' conformance (`extension Status: StoredFieldValue {}`).
extension StoredFieldValue where Self: FieldEnum {
    var storedValue: RawValue { rawValue }
    init(storedValue stored: RawValue, entity: String, id: UUID, field: String) throws(DataSourceError) {
        guard let value = Self(rawValue: stored) else {
            throw .storage(
                FailureEvidence(
                    "\(entity) \(id.uuidString) has \(field) \"\(stored)\", which is none of \(Self.caseNames)"))
        }
        self = value
    }
}
