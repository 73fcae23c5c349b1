import Domain
import Foundation

/// What a repository needs of a Domain value to store it: an id and the time of its last
/// change, its version, which the repository stamps on update (``/Domain/VersionedEntity``),
/// and the Domain's validation.
public protocol StoredEntity: VersionedEntity {
    /// This value, normalised, or the first of its fields that breaks a Domain rule.
    func validated() throws(ValidationError) -> Self
}
